import { describe, expect, it } from 'vitest'
import { nextActive, suggestionsOf, suggestionStatus } from './suggestions'

const hit = (id: number) => ({ id, title: `T${id}`, url: `/x/${id}`, detail: null, snippet: '', date: null })

describe('header suggestions', () => {
  it('offers the first three of each group, saying what each is', () => {
    const items = suggestionsOf({
      query: 'x',
      words: ['x'],
      page: 1,
      pageSize: 10,
      groups: [
        { type: 'albums', total: 5, results: [1, 2, 3, 4, 5].map(hit) },
        { type: 'artists', total: 0, results: [] },
        { type: 'posts', total: 1, results: [hit(9)] },
      ],
    })
    expect(items.map((item) => `${item.kind} ${item.title}`)).toEqual(['Album T1', 'Album T2', 'Album T3', 'Blog T9'])
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
