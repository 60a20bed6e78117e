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
