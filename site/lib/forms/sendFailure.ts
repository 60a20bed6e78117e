import type { PostResult } from '../postJson'

export type SendFailure = Extract<PostResult<unknown>, { ok: false }>

/**
 * The server's own words worth showing in the form besides the toast: a refusal of the input
 * (400) or a rate limit (429). Other failures have only the toast.
 */
export function inlineMessage(failure: SendFailure): string | null {
  return failure.status === 400 || failure.status === 429 ? failure.message : null
}
