import { describe, expect, it } from 'vitest'
import { lyricSubmissionSchema } from './lyricSubmission'

const LYRICS = 'Every line of this song is long enough to pass the fifty character rule.'
const parse = (email: unknown) => lyricSubmissionSchema.safeParse({ lyrics: LYRICS, terms: true, email })

describe('the submitter’s email', () => {
  it.each([undefined, null, '', '   '])('may be left out (%j)', (email) => {
    const result = parse(email)
    expect(result.success).toBe(true)
    expect(result.data?.email ?? null).toBeNull()
  })

  it('is kept trimmed when it is an address', () => {
    expect(parse('  mark@example.com ').data?.email).toBe('mark@example.com')
  })

  it.each(['mark', 'mark at example.com', 'mark@', 42, `${'m'.repeat(250)}@example.com`])('is refused when it is not one (%j)', (email) => {
    const result = parse(email)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toMatch(/valid email address|at most 255/)
  })
})

describe('the lyrics', () => {
  const lyrics = (text: string) => lyricSubmissionSchema.safeParse({ lyrics: text, terms: true })

  it('keep their line breaks and tabs', () => {
    expect(lyrics(`${LYRICS}\r\n\tSecond verse, indented.`).data?.lyrics).toBe(`${LYRICS}\r\n\tSecond verse, indented.`)
  })

  it.each([
    ['49 zero-width spaces and a letter', `${'\u200b'.repeat(49)}a`],
    ['49 letters padded with word joiners', `${'a'.repeat(49)}${'\u2060'.repeat(10)}`],
  ])('are refused as under 50 characters with %s', (_, text) => {
    expect(lyrics(text).error?.issues[0]?.message).toBe('Lyrics must be at least 50 characters long')
  })

  it('count their spaces and emoji as characters', () => {
    expect(lyrics(`${'la '.repeat(16)}🎵🎶`).success).toBe(true)
  })

  it.each(['\u0000', '\u0007', '\u001b[2J', '\u007f', '\u0085'])('are refused with a control character in them (%j)', (control) => {
    expect(lyrics(`${LYRICS}${control} the end`).error?.issues[0]?.message).toBe('Lyrics must not contain control characters')
  })
})
