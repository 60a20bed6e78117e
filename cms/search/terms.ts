/** The most words of a search that count: a pasted paragraph is searched by its start. */
const MAX_WORDS = 12
const MAX_WORD_LENGTH = 40

/**
 * The words of a search, as letters and digits only (quotes, operators and punctuation dropped),
 * lowercased: what prefixes are matched on and what the results page highlights.
 */
export function searchWords(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  return [...new Set(words.map((word) => word.slice(0, MAX_WORD_LENGTH)))].slice(0, MAX_WORDS)
}

/**
 * A tsquery in to_tsquery's syntax asking for every word as a prefix ("neo" finds "Neon"), or
 * null when the search has no word. Safe to pass on: the words hold letters and digits only, so
 * nothing a visitor types becomes an operator.
 */
export function prefixQuery(words: readonly string[]): string | null {
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ')
}
