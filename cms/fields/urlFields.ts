import type { TextField } from 'payload'
import type { z } from 'zod'
import { blankAsNull, trimText } from '../hooks/trimText'
import { validateWith } from '../schemas/field'
import { optionalAvatarUrl, optionalImageUrl, optionalWebUrl } from '../schemas/url'

// Stored trimmed: the check reads the address without its spaces, and "   " is no address (null).
const urlField = (name: string, schema: z.ZodType): TextField => ({
  name,
  type: 'text',
  validate: validateWith(schema),
  hooks: { beforeValidate: [trimText, blankAsNull] },
})

/** An optional image address (a cover): https, or one of this site's image paths. */
export const imageUrlField = (name: string): TextField => urlField(name, optionalImageUrl)

/** An optional avatar address, which the server fetches (cms/collections/Users/avatarField.ts). */
export const avatarUrlField = (name: string): TextField => urlField(name, optionalAvatarUrl)

/** An optional link (Spotify): https, or a path on this site. */
export const webUrlField = (name: string): TextField => urlField(name, optionalWebUrl)
