import type { CollectionConfig } from 'payload'
import { isAuthor } from '../../access/isAuthor'
import { isAuthorOrAdmin } from '../../access/isAuthorOrAdmin'
import { nobodyField } from '../../access/nobody'
import { onPublishedPostOrAdmin } from '../../access/onPublishedPostOrAdmin'
import { signedIn } from '../../access/signedIn'
import { relationExists } from '../../fields/relationExists'
import { assignSignedInUser } from '../../hooks/assignSignedInUser'
import { limitRate } from '../../hooks/limitRate'
import { trimText } from '../../hooks/trimText'
import { commentContentSchema } from '../../schemas/comment'
import { validateWith } from '../../schemas/field'
import { authorFields } from './authorFields'
import { checkParent } from './hooks/checkParent'
import { holdThread } from './hooks/holdThread'
import { liftReplies } from './hooks/liftReplies'
import { markEdited } from './hooks/markEdited'
import { revalidateThread } from './hooks/revalidateThread'
import { legacyFields } from '../../fields/legacyFields'
import { freeTextField } from '../../fields/freeText'

export const Comments: CollectionConfig = {
  slug: 'comments',
  admin: { useAsTitle: 'content', defaultColumns: ['content', 'author', 'post', 'isEdited', 'createdAt'] },
  access: { read: onPublishedPostOrAdmin, create: signedIn, update: isAuthor, delete: isAuthorOrAdmin },
  defaultSort: 'createdAt',
  hooks: {
    ...revalidateThread,
    beforeOperation: [limitRate('comment'), holdThread],
    beforeValidate: [assignSignedInUser('author'), markEdited],
    beforeChange: [checkParent],
    beforeDelete: [liftReplies],
  },
  fields: [
    ...legacyFields,
    {
      name: 'post',
      type: 'relationship',
      relationTo: 'blog-posts',
      required: true,
      index: true,
      validate: relationExists('blog-posts', 'blog post'),
      // A comment stays on the post it was written under.
      access: { update: nobodyField },
    },
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'comments',
      index: true,
      validate: relationExists('comments', 'comment'),
      access: { update: nobodyField },
      admin: { description: 'Empty for a top-level comment.' },
    },
    freeTextField(
      {
        name: 'content',
        required: true,
        validate: validateWith(commentContentSchema),
        hooks: { beforeChange: [trimText] },
      },
      'long',
    ),
    {
      name: 'author',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      access: { create: nobodyField, update: nobodyField },
    },
    {
      name: 'isEdited',
      type: 'checkbox',
      defaultValue: false,
      required: true,
      access: { create: nobodyField, update: nobodyField },
    },
    ...authorFields,
  ],
}
