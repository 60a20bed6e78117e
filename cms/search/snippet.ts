import { wholeSlice } from '../lib/characterCount'

const SNIPPET_LENGTH = 180

/** Lowercase without accents, one character for one: "Rós" → "ros". */
export function fold(text: string): string {
  return Array.from(text, (char) => {
    const bare = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
    // A character whose folded form is longer or shorter ("ß", "İ") keeps its place as itself.
    return bare.length === char.length ? bare : char.toLowerCase().length === char.length ? char.toLowerCase() : char
  }).join('')
}

/** Where in `text` a word of the search starts a word of the text, if anywhere. */
export function firstMatch(text: string, words: readonly string[]): number {
  const folded = fold(text)
  let best = -1
  for (const word of words.map(fold)) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u')
    const at = folded.search(pattern)
    if (at !== -1 && (best === -1 || at < best)) best = at
  }
  return best
}

/**
 * A short passage of the first of `texts` that holds a searched word, around that word, or the
 * start of the first that has any text: what a result shows under its title.
 */
export function snippet(texts: readonly (string | null)[], words: readonly string[]): string {
  const present = texts.map((text) => (text ?? '').replace(/\s+/g, ' ').trim()).filter(Boolean)
  for (const text of present) {
    const at = firstMatch(text, words)
    if (at === -1) continue
    const start = Math.max(0, at - 60)
    const cut = wholeSlice(text, start, start + SNIPPET_LENGTH)
    return `${start > 0 ? '…' : ''}${cut}${start + SNIPPET_LENGTH < text.length ? '…' : ''}`
  }
  const first = present[0] ?? ''
  return first.length > SNIPPET_LENGTH ? `${wholeSlice(first, 0, SNIPPET_LENGTH)}…` : first
}
