import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { characterCount, firstCharacters, wholeSlice } from './characterCount'

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

describe('wholeSlice and firstCharacters', () => {
  const text = 'a😀b😀c'
  it('never cut an emoji in half', () => {
    // Units: a=0, 😀=1–2, b=3, 😀=4–5, c=6.
    expect(wholeSlice(text, 2, 5)).toBe('b')
    expect(wholeSlice(text, 1, 6)).toBe('😀b😀')
    expect(wholeSlice(text, 2, 2)).toBe('')
    expect(wholeSlice(text, 0)).toBe(text)
    expect(firstCharacters(text, 2)).toBe('a😀')
    expect(firstCharacters(text, 10)).toBe(text)
  })
})
