import type http from 'node:http'
import { routerStateReadable } from '@cms/platform/nextRouterState'
import { isApiPath } from './apiPath'
import type { Refusal } from './refusal'

/**
 * A page asked for by Next's client router (`RSC: 1`) with a router state Next cannot read: a 400
 * here, where Next answers a 500 (and logs a stack trace for anyone who sends one). Routes under
 * /api never read the header.
 */
export function routerStateRefusal(request: http.IncomingMessage, pathname: string): Refusal | null {
  if (request.headers.rsc !== '1' || isApiPath(pathname)) return null
  if (routerStateReadable(request.headers['next-router-state-tree'])) return null
  return { status: 400, message: 'The Next-Router-State-Tree header cannot be read.' }
}
