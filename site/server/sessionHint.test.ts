import { describe, expect, it } from 'vitest'
import { sessionHintCookies } from './sessionHint'

describe('sessionHintCookies', () => {
  it('sets the hint with the session cookie, for as long and as securely', () => {
    const [hint] = sessionHintCookies(['payload-token=abc.def; Path=/; Expires=Wed, 01 Jan 2031 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax'], undefined)
    expect(hint).toBe('ms-session=1; Path=/; Expires=Wed, 01 Jan 2031 00:00:00 GMT; Secure; SameSite=Lax')
  })

  it('clears the hint when the session cookie is cleared', () => {
    const [hint] = sessionHintCookies(['other=1', 'payload-token=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly'], 'payload-token=x; ms-session=1')
    expect(hint).toBe('ms-session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT')
  })

  it('adds the hint to a session that has none, and nothing otherwise', () => {
    expect(sessionHintCookies([], 'payload-token=x')).toEqual(['ms-session=1; Path=/; SameSite=Lax'])
    expect(sessionHintCookies([], 'payload-token=x; ms-session=1')).toEqual([])
    expect(sessionHintCookies(['theme=dark'], 'theme=dark')).toEqual([])
    expect(sessionHintCookies([], undefined)).toEqual([])
  })
})
