/** The most words of a search that count: a pasted paragraph is searched by its start. */
const MAX_WORDS = 12
const MAX_WORD_LENGTH = 40

const WORD = /[\p{L}\p{N}]+/gu

/**
 * What websearch_to_tsquery reads as excluded: the word or quoted phrase after a minus that starts
 * the search or follows a space ("neon -city", "neon - city", 'neon -"night city"'); "neon-city"
 * is one hyphenated word, and "--city" asks for city.
 */
const EXCLUDED = /(?<=^|\s)-\s*(?:"([^"]*)"?|([\p{L}\p{N}]+))/gu

/**
 * The words of a search, as letters and digits only (quotes, operators and punctuation dropped),
 * lowercased: what prefixes are matched on and what the results page highlights.
 */
export function searchWords(query: string): string[] {
  const words = query.toLowerCase().match(WORD) ?? []
  return [...new Set(words.map((word) => word.slice(0, MAX_WORD_LENGTH)))].slice(0, MAX_WORDS)
}

/** What a search asks for and what it excludes (searchTerms). */
export type SearchTerms = { words: string[]; excluded: string | null }

/**
 * A search split as websearch_to_tsquery reads it: the words it asks for (searchWords of the rest),
 * and what it excludes, as a websearch text of its own ('city or "night city"', letters and digits
 * only) or null. The prefix and typo matches honour the exclusion too, and never mark it.
 */
export function searchTerms(query: string): SearchTerms {
  const excluded = [...query.matchAll(EXCLUDED)]
    .map(([, phrase, word]) => searchWords(phrase ?? word ?? ''))
    .filter((words) => words.length > 0)
    .map((words) => (words.length === 1 ? words[0]! : `"${words.join(' ')}"`))
  return { words: searchWords(query.replace(EXCLUDED, ' ')), excluded: excluded.length === 0 ? null : excluded.join(' or ') }
}

/**
 * A tsquery in to_tsquery's syntax asking for every word as a prefix ("neo" finds "Neon"), or
 * null when the search has no word. Safe to pass on: the words hold letters and digits only, so
 * nothing a visitor types becomes an operator.
 */
export function prefixQuery(words: readonly string[]): string | null {
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ')
}
