import { describe, expect, it } from 'vitest'
import { prefixQuery, searchTerms, searchWords } from './terms'

describe('the words of a search', () => {
  it('keeps letters and digits of any script, lowercased, once each', () => {
    expect(searchWords('Sigur Rós, sigur 2 ÁGÆTIS')).toEqual(['sigur', 'rós', '2', 'ágætis'])
  })

  it('drops every operator and quote a visitor may type', () => {
    expect(searchWords(`' \\ % :* &|! () <-> "neon"`)).toEqual(['neon'])
    expect(prefixQuery(searchWords(`neo:* & !x | y'`))).toBe('neo:* & x:* & y:*')
  })

  it('has no query without a word, and bounds a pasted essay', () => {
    expect(prefixQuery(searchWords('%%% !!!'))).toBeNull()
    const words = searchWords(`${'a'.repeat(500)} ${Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ')}`)
    expect(words).toHaveLength(12)
    expect(words[0]).toHaveLength(40)
  })
})

describe('what a search excludes', () => {
  it('is the word or phrase after a minus that starts the search or follows a space, as websearch reads it', () => {
    expect(searchTerms('neon -city')).toEqual({ words: ['neon'], excluded: 'city' })
    expect(searchTerms('-city neon')).toEqual({ words: ['neon'], excluded: 'city' })
    expect(searchTerms('neon - City')).toEqual({ words: ['neon'], excluded: 'city' })
    expect(searchTerms('neon -"Night City" -rain')).toEqual({ words: ['neon'], excluded: '"night city" or rain' })
    expect(searchTerms('neon -"night')).toEqual({ words: ['neon'], excluded: 'night' })
  })

  it('leaves hyphenated words, a double minus and a lone minus asked for', () => {
    expect(searchTerms('neon-city')).toEqual({ words: ['neon', 'city'], excluded: null })
    expect(searchTerms('neon --city')).toEqual({ words: ['neon', 'city'], excluded: null })
    expect(searchTerms('neon -')).toEqual({ words: ['neon'], excluded: null })
  })

  it('passes no operator on: an excluded part holds letters, digits and its quotes only', () => {
    expect(searchTerms(`x -"a' & !b | c:*" -%%`)).toEqual({ words: ['x'], excluded: '"a b c"' })
  })
})
