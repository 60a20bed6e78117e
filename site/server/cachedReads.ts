import { READ_METHODS } from './refusal'

/**
 * A request Next may answer with work it shares with other requests (what a write's answer waits
 * for: cms/cache/settleWrites.ts): a page, or a public /api row, read from the cache or rendered.
 * Not Next's own files, Payload's REST and media (never cached), nor the admin (rendered for each
 * request).
 */
export function isCachedRead(method: string, pathname: string): boolean {
  return READ_METHODS.includes(method) && !/^\/(_next|cms-api|admin)(\/|$)/.test(pathname)
}
