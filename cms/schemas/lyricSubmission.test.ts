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
