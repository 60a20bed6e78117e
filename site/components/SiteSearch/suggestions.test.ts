import { describe, expect, it } from 'vitest'
import { nextActive, suggestionsOf, suggestionStatus } from './suggestions'

const hit = (type: 'albums' | 'artists' | 'posts', id: number) => ({ type, id, title: `T${id}`, url: `/x/${id}` })

describe('header suggestions', () => {
  it('says what each suggestion is, each with a key of its own', () => {
    const items = suggestionsOf({ query: 'x', suggestions: [hit('albums', 1), hit('albums', 2), hit('artists', 1), hit('posts', 9)] })
    expect(items.map((item) => `${item.kind} ${item.title}`)).toEqual(['Album T1', 'Album T2', 'Artist T1', 'Blog T9'])
    expect(new Set(items.map((item) => item.key)).size).toBe(4)
  })

  it('moves through the options and back to the field with the arrows', () => {
    expect(nextActive(-1, 1, 3)).toBe(0)
    expect(nextActive(2, 1, 3)).toBe(-1)
    expect(nextActive(-1, -1, 3)).toBe(2)
    expect(nextActive(0, -1, 3)).toBe(-1)
  })

  it('announces how many came, or that none did', () => {
    expect(suggestionStatus(1, 'neon')).toBe('1 suggestion; use the arrow keys to choose.')
    expect(suggestionStatus(0, 'neon')).toMatch(/^No suggestions for neon/)
  })
})
