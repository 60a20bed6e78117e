import { describe, expect, it } from 'vitest'
import { hasSessionCookie } from './tags'

describe('hasSessionCookie', () => {
  it('finds the session cookie among others', () => {
    expect(hasSessionCookie('theme=dark; payload-token=abc; other=1')).toBe(true)
    expect(hasSessionCookie('payload-token=abc')).toBe(true)
  })

  it('is false without it, for look-alikes and for no cookies at all', () => {
    expect(hasSessionCookie(null)).toBe(false)
    expect(hasSessionCookie('')).toBe(false)
    expect(hasSessionCookie('theme=dark')).toBe(false)
    expect(hasSessionCookie('my-payload-token=abc; payload-token-old=1')).toBe(false)
  })
})
