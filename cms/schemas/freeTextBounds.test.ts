import { describe, expect, it } from 'vitest'
import { LIMITS } from '../constants'
import { commentContentSchema } from './comment'
import { contactMessageSchema } from './contact'
import { albumInputSchema, artistInputSchema } from './catalogue'
import { lyricSubmissionSchema, lyricsSchema } from './lyricSubmission'

// The forms and the /api rows share these schemas: the bounds the collections keep
// (cms/fields/freeText.ts) are told before anything is sent.
describe('free text bounds in the shared schemas', () => {
  it.each([
    ['lyrics', lyricsSchema, LIMITS.longText, /Lyrics must be at most 20000 characters/],
    ['a comment', commentContentSchema, LIMITS.longText, /Comment text must be at most 20000 characters/],
    ['a contact message', contactMessageSchema, LIMITS.longText, /Message must be at most 20000 characters/],
  ] as const)('%s: the bound is accepted, one character more is refused with the bound named', (_, schema, bound, message) => {
    expect(schema.safeParse('x'.repeat(bound)).success).toBe(true)
    const over = schema.safeParse('x'.repeat(bound + 1))
    expect(over.success).toBe(false)
    expect(over.error?.issues[0]?.message).toMatch(message)
  })

  it('notes on a lyric submission stop at the short bound', () => {
    const submission = { lyrics: 'A line of lyrics long enough to pass the minimum length rule.', terms: true }
    expect(lyricSubmissionSchema.safeParse({ ...submission, notes: 'x'.repeat(LIMITS.shortText) }).success).toBe(true)
    const over = lyricSubmissionSchema.safeParse({ ...submission, notes: 'x'.repeat(LIMITS.shortText + 1) })
    expect(over.error?.issues[0]?.message).toBe(`Notes must be at most ${LIMITS.shortText} characters`)
  })

  it('a lyric submission counts its name and title without the spaces around them, as the other rows do', () => {
    const submission = { lyrics: 'A line of lyrics long enough to pass the minimum length rule.', terms: true }
    const padded = ` ${'x'.repeat(LIMITS.name)} `
    expect(lyricSubmissionSchema.safeParse({ ...submission, name: padded, title: padded }).data).toMatchObject({ name: 'x'.repeat(LIMITS.name), title: 'x'.repeat(LIMITS.name) })
    expect(lyricSubmissionSchema.safeParse({ ...submission, name: 'x'.repeat(LIMITS.name + 1) }).error?.issues[0]?.message).toBe(`Name must be at most ${LIMITS.name} characters`)
  })

  it.each([
    ['an album', albumInputSchema, { title: 'T', artistId: 1 }, { featuredArtist: 'Featured artist', description: 'Description' }],
    ['an artist', artistInputSchema, { name: 'N' }, { description: 'Description', modelVersion: 'Model version' }],
  ] as const)('%s: a text field sent as another type is refused by its name', (_, schema, base, fields) => {
    for (const [field, label] of Object.entries(fields)) {
      for (const value of [123, ['x'], { x: 1 }, true]) {
        expect(schema.safeParse({ ...base, [field]: value }).error?.issues[0]?.message).toBe(`${label} must be text`)
      }
    }
  })
})
