import { z } from 'zod'
import { GENRES, LIMITS } from '../constants'
import { isBlank, visibleCount } from '../lib/blank'
import { CONTROL_CHARACTER_IN_LINES } from '../lib/controlCharacters'
import { contactEmailSchema } from './contact'
import { notTextMessage } from './field'

// Counted without the spaces around them and without characters that show nothing: 50 blanks,
// or one letter after 49 zero-width spaces, are no lyrics (and then no first line to title them by).
export const lyricsSchema = z
  .string({ error: 'Lyrics are required' })
  .trim()
  .refine((text) => visibleCount(text) >= LIMITS.lyricsMin, { error: `Lyrics must be at least ${LIMITS.lyricsMin} characters long`, abort: true })
  .max(LIMITS.longText, `Lyrics must be at most ${LIMITS.longText} characters long`)
  // Zero-width characters alone show nothing: no lyrics at all.
  .refine((text) => !isBlank(text), `Lyrics must be at least ${LIMITS.lyricsMin} characters long`)
  .refine((text) => !CONTROL_CHARACTER_IN_LINES.test(text), 'Lyrics must not contain control characters')
export const termsSchema = z.literal(true, { error: 'You must agree to the terms' })

/** A submitter may leave out their address (blank counts as none); one given must be an address. */
export const submitterEmailSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  contactEmailSchema.optional().nullable(),
)

// Counted without the spaces around them, as every other row's text (the collection trims them).
const optionalText = (max: number, label: string) =>
  z.string({ error: notTextMessage(label) }).trim().max(max, `${label} must be at most ${max} characters`).optional().nullable()

/** POST /api/lyric-submissions and the /submit form. */
export const lyricSubmissionSchema = z.object({
  name: optionalText(LIMITS.name, 'Name'),
  email: submitterEmailSchema,
  title: optionalText(LIMITS.title, 'Title'),
  lyrics: lyricsSchema,
  // The form's empty choice means no genre.
  genre: z.preprocess(
    (value) => (value === '' ? null : value),
    z.enum(GENRES, { error: 'Please choose one of the listed genres' }).optional().nullable(),
  ),
  notes: optionalText(LIMITS.shortText, 'Notes'),
  terms: termsSchema,
})
export type LyricSubmissionInput = z.infer<typeof lyricSubmissionSchema>
