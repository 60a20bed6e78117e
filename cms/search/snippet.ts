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

/** `from` moved on to the start of the next word when it falls inside one, as long as that stays at or before `limit`. */
function wordStart(text: string, from: number, limit: number): number {
  if (from === 0 || text[from - 1] === ' ') return from
  const space = text.indexOf(' ', from)
  return space !== -1 && space + 1 <= limit ? space + 1 : from
}

/** `to` moved back to the end of the word before it when it falls inside one, as long as that stays past `least`. */
function wordEnd(text: string, to: number, least: number): number {
  if (to >= text.length || text[to] === ' ') return to
  const space = text.lastIndexOf(' ', to)
  return space > least ? space : to
}

/** `text` from `start` to `end`, moved to whole words, with an ellipsis where it is cut. */
function passage(text: string, start: number, end: number): string {
  return `${start > 0 ? '…' : ''}${wholeSlice(text, start, end).trimEnd()}${end < text.length ? '…' : ''}`
}

/**
 * A short passage of the first of `texts` that holds a searched word, around that word, or the
 * start of the first that has any text: what a result shows under its title. It starts and ends
 * on whole words where the text has spaces to cut at.
 */
export function snippet(texts: readonly (string | null)[], words: readonly string[]): string {
  const present = texts.map((text) => (text ?? '').replace(/\s+/g, ' ').trim()).filter(Boolean)
  for (const text of present) {
    const at = firstMatch(text, words)
    if (at === -1) continue
    const start = wordStart(text, Math.max(0, at - 60), at)
    return passage(text, start, wordEnd(text, start + SNIPPET_LENGTH, at))
  }
  const first = present[0] ?? ''
  return passage(first, 0, wordEnd(first, SNIPPET_LENGTH, 0))
}
