import { describe, expect, it } from 'vitest'
import { claimedSubscriber, hashToken, manageToken, newConfirmToken, signedFor } from './tokens'

describe('newsletter tokens', () => {
  it('keeps only the hash of a confirmation token, which expires in 7 days', () => {
    const { token, hash, expiresAt } = newConfirmToken(Date.parse('2026-01-01T00:00:00Z'))
    expect(token).toMatch(/^[\w-]{43}$/)
    expect(hash).toBe(hashToken(token))
    expect(hash).not.toContain(token)
    expect(expiresAt).toBe('2026-01-08T00:00:00.000Z')
    expect(newConfirmToken().token).not.toBe(token)
  })

  it('signs a manage token for one subscriber and address only', () => {
    const ada = { id: 7, email: 'ada@example.com' }
    const token = manageToken('secret', ada)
    expect(claimedSubscriber(token)).toBe(7)
    expect(signedFor('secret', token, ada)).toBe(true)
    expect(signedFor('secret', token, { id: 7, email: 'eve@example.com' })).toBe(false)
    expect(signedFor('other secret', token, ada)).toBe(false)
    expect(signedFor('secret', token.replace(/^7\./, '8.'), { id: 8, email: ada.email })).toBe(false)
  })

  it('reads no subscriber from anything but a well-formed token', () => {
    for (const token of ['', '7', '7.short', 'x.' + 'a'.repeat(43), '1'.repeat(12) + '.' + 'a'.repeat(43)]) expect(claimedSubscriber(token)).toBeNull()
  })
})
