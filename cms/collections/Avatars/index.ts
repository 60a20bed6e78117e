import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone } from '../../access/anyone'
import { nobody } from '../../access/nobody'
import { dataDir } from '../../db/paths'

/**
 * The site's copies of users' avatars (cms/collections/Users/avatarField.ts): fetched once when a
 * user gives an image address, resized, and served from here, so that readers' browsers never
 * call a host a user chose. Only the server writes them; anyone may read the files.
 */
export const Avatars: CollectionConfig = {
  slug: 'avatars',
  access: { read: anyone, create: nobody, update: nobody, delete: nobody },
  admin: { hidden: true },
  // Nothing to query: the files are reached by the addresses the users' avatars hold.
  graphQL: false,
  upload: {
    staticDir: path.join(dataDir(), 'avatars'),
    mimeTypes: ['image/webp'],
  },
  fields: [],
}
