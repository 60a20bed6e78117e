import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/isAdmin'
import { nobody } from '../../access/nobody'

/**
 * One send record per album (cms/newsletter/release): made once, when the album is first seen
 * released, with a row per recipient. Its unique album is what makes a re-publish or an edit
 * send nothing more.
 */
export const ReleaseMails: CollectionConfig = {
  slug: 'release-mails',
  labels: { singular: 'Release e-mail', plural: 'Release e-mails' },
  admin: { useAsTitle: 'album', defaultColumns: ['album', 'createdAt'], group: 'Newsletter' },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  graphQL: false,
  // Not required: a deleted album leaves its record, which then names none.
  fields: [{ name: 'album', type: 'relationship', relationTo: 'albums', unique: true, index: true }],
}
