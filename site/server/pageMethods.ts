import type http from 'node:http'
import { isApiPath } from './apiPath'
import { methodNotAllowed, READ_METHODS, type Refusal } from './refusal'

/**
 * A page is read, never written: Next (16.4.6 too) renders the whole page, 200, for a DELETE to
 * /login or a PUT to /admin, and answers OPTIONS with a bare 405. A POST with a Next-Action header
 * is a server action (the admin's own calls), which Next answers.
 */
export function pageMethodRefusal(request: http.IncomingMessage, pathname: string): Refusal | null {
  const method = request.method ?? 'GET'
  if (READ_METHODS.includes(method) || isApiPath(pathname)) return null
  if (method === 'POST' && request.headers['next-action']) return null
  return methodNotAllowed(method, READ_METHODS, 'for a page')
}
