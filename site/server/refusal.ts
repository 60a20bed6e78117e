import type http from 'node:http'

/** A request the front server answers itself, before Next: a status and the message of its body. */
export type Refusal = { status: number; message: string; headers?: http.OutgoingHttpHeaders }

/** The methods that only read: all a page or a file takes. */
export const READ_METHODS = ['GET', 'HEAD']

/**
 * A 405 that names the methods taken, in its message and in Allow: `${method} is not allowed
 * ${where}; ${taker} takes GET, HEAD.`
 */
export function methodNotAllowed(method: string, allowed: readonly string[], where: string, taker = 'it'): Refusal {
  const list = allowed.join(', ')
  return { status: 405, message: `${method} is not allowed ${where}; ${taker} takes ${list}.`, headers: { allow: list } }
}
