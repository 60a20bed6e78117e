import { describe, expect, it } from 'vitest'
import { searchAsked } from './searchAsked'

const asked = (query: string) => searchAsked(new URLSearchParams(query))

describe('searchAsked', () => {
  it('reads a search the page can run, and no search yet', () => {
    expect(asked('q=neon+dreams')).toMatchObject({ query: 'neon dreams', problem: null, asked: { q: 'neon dreams', page: 1 } })
    expect(asked('q=%20')).toEqual({ query: '', asked: null, problem: null })
  })

  it("says why a search cannot run as a sentence for a person, not the API's parameter names", () => {
    expect(asked(`q=${'x'.repeat(201)}`).problem).toBe('A search is at most 200 characters.')
    expect(asked('q=a%01b').problem).toBe('A search cannot hold control characters.')
    expect(asked('q=neon&page=0').problem).toBe('Page must be a whole number from 1.')
    expect(asked('q=neon&q=other').problem).toBe('The search is given more than once.')
  })
})
