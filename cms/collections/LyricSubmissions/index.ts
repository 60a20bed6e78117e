import type { CollectionConfig } from 'payload'
import { GENRES, LIMITS, SUBMISSION_STATUSES } from '../../constants'
import { isAdminField } from '../../access/isAdmin'
import { isAdminOrOwner } from '../../access/isAdminOrOwner'
import { nobody, nobodyField } from '../../access/nobody'
import { signedIn } from '../../access/signedIn'
import { assignSignedInUser } from '../../hooks/assignSignedInUser'
import { limitRate } from '../../hooks/limitRate'
import { holdSubmitter } from './hooks/holdSubmitter'
import { trimText } from '../../hooks/trimText'
import { validateWith } from '../../schemas/field'
import { lyricsSchema, submitterEmailSchema, termsSchema } from '../../schemas/lyricSubmission'
import { deriveTitle } from './hooks/deriveTitle'
import { legacyFields } from '../../fields/legacyFields'
import { optionLabel } from '../../lib/optionLabel'
import { freeTextField } from '../../fields/freeText'
import { requiredTextField, textField } from '../../fields/textFields'

export const LyricSubmissions: CollectionConfig = {
  slug: 'lyric-submissions',
  labels: { singular: 'Lyric submission', plural: 'Lyric submissions' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'name', 'genre', 'status', 'createdAt'] },
  // SPEC §4: no status transition anywhere in the product; a submission goes only with its submitter's account.
  access: { read: isAdminOrOwner, create: signedIn, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  hooks: { beforeOperation: [limitRate('lyrics'), holdSubmitter], beforeValidate: [assignSignedInUser('user'), deriveTitle] },
  fields: [
    ...legacyFields,
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      access: { create: nobodyField, update: nobodyField },
    },
    textField('name', 'Name', LIMITS.name),
    { name: 'email', type: 'text', maxLength: LIMITS.email, validate: validateWith(submitterEmailSchema), hooks: { beforeChange: [trimText] } },
    requiredTextField('title', 'Title', LIMITS.title),
    freeTextField({ name: 'lyrics', required: true, validate: validateWith(lyricsSchema), hooks: { beforeChange: [trimText] } }, 'long'),
    { name: 'genre', type: 'select', options: GENRES.map((value) => ({ label: optionLabel(value), value })) },
    freeTextField({ name: 'notes' }, 'short'),
    {
      name: 'terms',
      type: 'checkbox',
      label: 'Agreed that the lyrics may be used in AI-generated compositions',
      required: true,
      validate: validateWith(termsSchema),
      access: { update: nobodyField },
    },
    {
      name: 'status',
      type: 'select',
      options: SUBMISSION_STATUSES.map((value) => ({ label: optionLabel(value), value })),
      defaultValue: 'pending',
      required: true,
      // Submitters never choose a status; only an admin may change it afterwards.
      access: { create: nobodyField, update: isAdminField },
    },
  ],
}
