import { LIMITS } from '../../constants'
import { htmlNestingDepth, htmlNodeEstimate } from '../sanitize'
import { CONTENT_TOO_LONG } from './documentShape'

/**
 * Deeper than any article's HTML; beyond it the content is refused before it is sanitised and
 * converted, which took 20 s and more of the server's one thread for 10,000 nested tags (30 kB).
 */
const MAX_CONTENT_DEPTH = 256

/**
 * Why a post's HTML is refused before it is converted, or null: too deep, or more nodes than the
 * collection takes (documentShape.ts counts the converted document; this stops a long one before
 * the conversion, which is what takes the time). For the contract's rows and the legacy import alike.
 */
export function htmlBoundsProblem(html: string): string | null {
  if (htmlNestingDepth(html) > MAX_CONTENT_DEPTH) return `Content is nested too deeply: at most ${MAX_CONTENT_DEPTH} levels of elements`
  if (htmlNodeEstimate(html) > LIMITS.contentNodes) return CONTENT_TOO_LONG
  return null
}
