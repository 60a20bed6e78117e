import { describe, expect, it } from 'vitest'
import { bodyParts, MAX_WRITE_BYTES } from './writeInParts'

const text = '<p>Ünïcödé — album · 🎵 </p>'.repeat(4000)
const bytes = Buffer.byteLength(text)

describe('bodyParts', () => {
  it('cuts a large string into parts of about the limit that join to the same text, no character split', () => {
    const parts = bodyParts(text, bytes)
    expect(parts.length).toBe(Math.ceil(bytes / MAX_WRITE_BYTES))
    for (const part of parts) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(MAX_WRITE_BYTES + 4)
      expect(Buffer.from(part).toString()).toBe(part)
    }
    expect(parts.join('')).toBe(text)
  })
  it('never cuts between the two halves of a surrogate pair', () => {
    const emoji = '🎵'.repeat(40_000)
    const parts = bodyParts(emoji, Buffer.byteLength(emoji))
    expect(parts.length).toBe(3)
    for (const part of parts) expect(part.length % 2).toBe(0)
    expect(parts.join('')).toBe(emoji)
  })
  it('cuts a large buffer into parts within the limit that join to the same bytes', () => {
    const body = Buffer.from(text)
    const parts = bodyParts(body, body.length)
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(MAX_WRITE_BYTES)
    expect(Buffer.concat(parts).equals(body)).toBe(true)
  })
  it('leaves a body within the limit whole', () => {
    expect(bodyParts('small', 5)).toEqual(['small'])
  })
})
