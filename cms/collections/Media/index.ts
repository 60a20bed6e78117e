import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/isAdmin'
import { nobodyField } from '../../access/nobody'
import { publicMediaOrAdmin } from '../../access/publicMediaOrAdmin'
import { dataDir } from '../../db/paths'
import { requiredTextField } from '../../fields/textFields'
import { fillPublicFrom } from './hooks/fillPublicFrom'

/** Uploaded images (covers, avatars, article art); their URLs go into the *ImageUrl fields. */
export const Media: CollectionConfig = {
  slug: 'media',
  access: { read: publicMediaOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { beforeChange: [fillPublicFrom] },
  upload: {
    staticDir: path.join(dataDir(), 'media'),
    // Raster images only: an SVG is a document that can carry script, served from our origin.
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'],
  },
  fields: [
    requiredTextField('alt', 'Alt', 255),
    {
      // Derived from the documents that show the file (./publicFrom.ts), never written by hand.
      name: 'publicFrom',
      type: 'date',
      index: true,
      access: { create: nobodyField, update: nobodyField },
      admin: {
        readOnly: true,
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description:
          'When visitors may see this file: the release of the first album, or publication of the first post, that uses it (1970 when an active artist or an admin uses it). Empty while nothing public uses it: only admins see it.',
      },
    },
  ],
}
