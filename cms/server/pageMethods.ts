import type http from 'node:http'
import type { Refusal } from './staticFiles'

/** Where route handlers answer every method themselves: the contract, GraphQL and Payload's REST. */
const HANDLERS = /^\/(api|cms-api)(\/|$)/

export const PAGE_METHODS = ['GET', 'HEAD']

/**
 * A page is read, never written: Next rendered the whole page for a DELETE or a PUT to /login and
 * answered OPTIONS with an empty 400. A POST with a Next-Action header is a server action (the
 * admin's own calls), which Next answers.
 */
export function pageMethodRefusal(request: http.IncomingMessage, pathname: string): Refusal | null {
  const method = request.method ?? 'GET'
  if (PAGE_METHODS.includes(method) || HANDLERS.test(pathname)) return null
  if (method === 'POST' && request.headers['next-action']) return null
  return { status: 405, message: `${method} is not allowed for a page; it takes ${PAGE_METHODS.join(', ')}.`, headers: { allow: PAGE_METHODS.join(', ') } }
}
