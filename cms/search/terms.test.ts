import { describe, expect, it } from 'vitest'
import { prefixQuery, searchWords } from './terms'

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
