import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone } from '../../access/anyone'
import { isAdmin } from '../../access/isAdmin'
import { dataDir } from '../../db/paths'
import { requiredTextField } from '../../fields/textFields'

/** Uploaded images (covers, avatars, article art); their URLs go into the *ImageUrl fields. */
export const Media: CollectionConfig = {
  slug: 'media',
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  upload: {
    staticDir: path.join(dataDir(), 'media'),
    // Raster images only: an SVG is a document that can carry script, served from our origin.
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'],
  },
  fields: [requiredTextField('alt', 'Alt', 255)],
}
