import { describe, expect, it } from 'vitest'
import { isBlank, visibleCount } from './blank'

describe('text that shows nothing', () => {
  it.each([
    ['spaces and line breaks', ' \n\t '],
    ['zero-width characters', '\u200B\u200C\u200D\u2060\uFEFF'],
    ['direction marks and overrides', '\u200E\u200F\u202E\u061C'],
    ['soft hyphens', '\u00AD\u00AD'],
    ['the Braille blank', '\u2800'.repeat(60)],
    ['Hangul fillers', '\u3164\u115F\u1160\uFFA0'],
    ['the object replacement character', '\uFFFC'],
    ['the Mongolian vowel separator', '\u180E'],
    ['combining marks on nothing', '\u0301\u0301\u034F'],
  ])('is blank when it is %s', (_, text) => {
    expect(isBlank(text)).toBe(true)
  })

  it.each([['a word', 'Hello'], ['an accented letter written in two parts', 'e\u0301'], ['an emoji', '🎵'], ['CJK', '夜'], ['a dot', '.']])(
    'is not blank when it holds %s',
    (_, text) => {
      expect(isBlank(text)).toBe(false)
    },
  )

  it('counts only what shows, spaces included', () => {
    expect(visibleCount('\u2800'.repeat(60))).toBe(0)
    expect(visibleCount('la la\u200B\u202E')).toBe(5)
    expect(visibleCount('🎵 e\u0301')).toBe(4)
  })
})
