import { z } from 'zod'
import { MAX_ID } from '../lib/input/unstorable'
import { dateMessage, isoDateSchema } from './date'
import { notTextMessage, requiredText } from './field'
import { optionalImageUrl, optionalWebUrl } from './url'

/*
 * Shapes of the catalogue's /api bodies. Lengths, required fields and defaults are the
 * collections' rules and are checked there; these check types and turn the contract's forms
 * (artistId, releaseDate as a date or a string) into the collection's.
 */

/** A text field the body may leave out; a value of another type is refused by the field's name. */
const optionalText = (label: string) => z.string({ error: notTextMessage(label) }).optional().nullable()

const artistId = z
  .union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)], { error: 'artistId must be a positive integer' })
  .pipe(
    z
      .number()
      .int('artistId must be a positive integer')
      .positive('artistId must be a positive integer')
      // Our ids are serial numbers: a larger one names no artist.
      .max(MAX_ID, 'artistId must be the id of an artist'),
  )

// An empty or missing releaseDate leaves the collection to default it.
const releaseDate = z.preprocess(
  (value) => (value === null || value === '' ? undefined : value),
  isoDateSchema(dateMessage('releaseDate')).optional(),
)

/** POST /api/albums and PUT /api/albums/{id}. */
export const albumInputSchema = z.object({
  title: requiredText('Title'),
  artistId,
  featuredArtist: optionalText('Featured artist'),
  description: optionalText('Description'),
  coverImageUrl: optionalImageUrl,
  spotifyUrl: optionalWebUrl,
  releaseDate,
  isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
})
export type AlbumInput = z.input<typeof albumInputSchema>

/** POST /api/artists. */
export const artistInputSchema = z.object({
  name: requiredText('Name'),
  description: optionalText('Description'),
  profileImageUrl: optionalImageUrl,
  spotifyUrl: optionalWebUrl,
  modelVersion: optionalText('Model version'),
})

/** POST /api/spotify/extract-info. */
export const spotifyExtractSchema = z.object({ spotifyUrl: z.string({ error: notTextMessage('spotifyUrl') }).optional().nullable() })
