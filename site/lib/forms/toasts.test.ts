import { describe, expect, it } from 'vitest'
import { inlineMessage } from './sendFailure'
import { lyricsFailure, SUBMIT_SIGN_IN_HREF, TOASTS } from './toasts'

describe('lyricsFailure', () => {
  it('sends a signed-out writer to sign in, back to /submit', () => {
    expect(lyricsFailure({ ok: false, status: 401, message: 'Unauthorized' })).toEqual({
      toast: TOASTS.lyricsUnauthorised,
      redirectTo: '/api/login?next=%2Fsubmit',
    })
    expect(SUBMIT_SIGN_IN_HREF).toBe('/api/login?next=%2Fsubmit')
  })

  it('treats every other failure as a failed submission', () => {
    for (const status of [0, 400, 429, 500]) {
      expect(lyricsFailure({ ok: false, status, message: 'x' })).toEqual({ toast: TOASTS.lyricsFailed, redirectTo: null })
    }
  })
})

describe('inlineMessage', () => {
  it('shows the server’s words for refused input and rate limits only', () => {
    expect(inlineMessage({ ok: false, status: 400, message: 'Lyrics must be at least 50 characters long' })).toBe(
      'Lyrics must be at least 50 characters long',
    )
    expect(inlineMessage({ ok: false, status: 429, message: 'Too many' })).toBe('Too many')
    expect(inlineMessage({ ok: false, status: 500, message: 'Something went wrong' })).toBeNull()
    expect(inlineMessage({ ok: false, status: 401, message: 'Unauthorized' })).toBeNull()
  })
})
