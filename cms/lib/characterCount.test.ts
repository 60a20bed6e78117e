import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { characterCount } from './characterCount'

describe('characterCount', () => {
  it.each([
    ['', 0],
    ['plain', 5],
    ['😀', 1],
    ['😀'.repeat(128), 128],
    ['日本語', 3],
    ['e\u0301', 2],
    ['\uD800 lone', 6],
  ])('counts %j as %i characters', (text, count) => {
    expect(characterCount(text)).toBe(count)
  })

  it("agrees with the contract's schemas at a limit", () => {
    for (const text of ['😀'.repeat(255), '😀'.repeat(256), `${'a'.repeat(254)}😀`, 'x\uDC00'.repeat(128)]) {
      expect(characterCount(text) <= 255, text.slice(0, 4)).toBe(z.string().max(255).safeParse(text).success)
    }
  })
})
