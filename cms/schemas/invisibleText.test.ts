import { describe, expect, it } from 'vitest'
import { commentContentSchema } from './comment'
import { contactSchema } from './contact'
import { lyricsSchema } from './lyricSubmission'

const ZERO_WIDTH = '\u200b\u200c\u200d\u2060\ufeff'
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message

// Text of zero-width characters alone shows nothing: refused as blank, as album and artist names are.
describe('text made of characters that show nothing', () => {
  it('is no comment', () => {
    expect(firstMessage(commentContentSchema.safeParse(ZERO_WIDTH))).toBe('Comment text is required')
    expect(commentContentSchema.safeParse('👩\u200d🎤 sings').success).toBe(true)
  })

  it('is no lyrics', () => {
    expect(firstMessage(lyricsSchema.safeParse(ZERO_WIDTH.repeat(12)))).toBe('Lyrics must be at least 50 characters long')
  })

  it('is too short for each field of a contact message', () => {
    const result = contactSchema.safeParse({ name: '\u200b\u200b', email: 'a@b.co', subject: ZERO_WIDTH, message: ZERO_WIDTH.repeat(2) })
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Name must be at least 2 characters',
      'Subject must be at least 5 characters',
      'Message must be at least 10 characters',
    ])
  })
})
