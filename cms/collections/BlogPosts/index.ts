import type { CollectionConfig } from 'payload'
import { BLOG_STATUSES, LIMITS } from '../../constants'
import { optionLabel } from '../../lib/optionLabel'
import { adminWrites } from '../../access/adminWrites'
import { nobodyField } from '../../access/nobody'
import { publishedOrAdmin } from '../../access/publishedOrAdmin'
import { dayInReleaseZone } from '../../hooks/dayInReleaseZone'
import { deleteDependents } from '../../hooks/deleteDependents'
import { holdDocument } from '../../hooks/holdDocument'
import { fillDerivedFields } from './hooks/fillDerivedFields'
import { revalidatePosts } from './hooks/revalidatePosts'
import { followMediaUse } from '../Media/hooks/followMediaUse'
import { countTitleWords } from '../../hooks/countTitleWords'
import { legacyFields } from '../../fields/legacyFields'
import { slugField } from '../../fields/slugField'
import { freeTextField } from '../../fields/freeText'
import { requiredTextField } from '../../fields/textFields'
import { imageUrlField } from '../../fields/urlFields'
import { editorDocument } from '../../fields/editorDocument'
import { isoDate } from '../../fields/isoDate'

const cover = followMediaUse('coverImageUrl', ['status', 'publishedAt'])
const titleWords = countTitleWords('title')

export const BlogPosts: CollectionConfig = {
  slug: 'blog-posts',
  labels: { singular: 'Blog post', plural: 'Blog posts' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'status', 'authorName', 'publishedAt', 'updatedAt'] },
  access: { read: publishedOrAdmin, ...adminWrites },
  defaultSort: '-publishedAt',
  hooks: {
    afterChange: [...revalidatePosts.afterChange, cover.afterChange, titleWords.afterChange],
    afterDelete: [...revalidatePosts.afterDelete, cover.afterDelete, titleWords.afterDelete],
    // Comments are written holding their post's key (holdThread): one posted meanwhile waits, then finds no post.
    beforeOperation: [holdDocument('delete')],
    beforeValidate: [fillDerivedFields],
    // SPEC §3: a post's comments are deleted with it.
    beforeDelete: [deleteDependents('comments', 'post')],
  },
  fields: [
    ...legacyFields,
    requiredTextField('title', 'Title', LIMITS.title),
    slugField('Generated from the title when the post is created; you may edit it.'),
    { name: 'content', type: 'richText', required: true, validate: editorDocument },
    freeTextField({ name: 'excerpt' }, 'short'),
    imageUrlField('coverImageUrl'),
    {
      name: 'status',
      type: 'select',
      options: BLOG_STATUSES.map((value) => ({ label: optionLabel(value), value })),
      defaultValue: 'draft',
      required: true,
      index: true,
    },
    // A bare day is 00:00 of it in RELEASE_TIMEZONE, as an album's release date is.
    { name: 'publishedAt', type: 'date', index: true, hooks: { beforeValidate: [dayInReleaseZone] }, validate: isoDate },
    {
      name: 'author',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      // Set by the server from the signed-in admin; never chosen in a form.
      access: { create: nobodyField, update: nobodyField },
      admin: { hidden: true },
    },
    {
      name: 'authorName',
      type: 'text',
      maxLength: LIMITS.name,
      access: { create: nobodyField, update: nobodyField },
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
}
