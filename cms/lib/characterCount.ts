// A character outside the Basic Multilingual Plane (an emoji, say) is two UTF-16 units: a pair.
const SURROGATE_PAIR = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g

/**
 * How many characters `text` holds, as SPEC's limits count them: code points, as the contract's
 * schemas (zod) and PostgreSQL's varchar count. String.length counts UTF-16 units, so a name of
 * 128 emoji was "over 255 characters" on the collections' side alone.
 */
export function characterCount(text: string): number {
  return text.length - (text.match(SURROGATE_PAIR)?.length ?? 0)
}

/**
 * `text` from the UTF-16 unit `start` to `end`, moved inward off any half of a surrogate pair
 * at either edge: a cut never leaves half an emoji (a lone surrogate, which is not text).
 */
export function wholeSlice(text: string, start: number, end: number = text.length): string {
  const isLow = (at: number) => /[\uDC00-\uDFFF]/.test(text.charAt(at))
  const from = start > 0 && isLow(start) ? start + 1 : start
  const to = end < text.length && isLow(end) ? end - 1 : end
  return text.slice(from, Math.max(from, to))
}

/** The first `count` characters (code points) of `text`. */
export const firstCharacters = (text: string, count: number): string => Array.from(text).slice(0, count).join('')
