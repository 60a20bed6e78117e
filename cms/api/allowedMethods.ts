import { json } from './http'

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
type Method = (typeof METHODS)[number]
type Handler<Context> = (request: Request, context: Context) => Response | Promise<Response>

/**
 * A route's handlers (the exports of a module of cms/api) for every method: Next answers a method
 * a route does not export with a 405 and an empty body; here it is a 405 with `{ message }` and the
 * Allow header. HEAD and OPTIONS answer as Next's own would: HEAD as GET, OPTIONS with Allow.
 */
export function allowedMethods<Context>(module: { [M in Method]?: Handler<Context> }): Record<Method | 'HEAD' | 'OPTIONS', Handler<Context>> {
  const present = METHODS.filter((method) => module[method])
  const allowed = [...present.flatMap((method) => (method === 'GET' ? ['GET', 'HEAD'] : [method])), 'OPTIONS'].join(', ')
  const allow = { Allow: allowed }
  const notAllowed = (request: Request) => json({ message: `${request.method} is not allowed here; this address accepts ${allowed}.` }, 405, allow)
  const handlers = Object.fromEntries(METHODS.map((method) => [method, module[method] ?? notAllowed])) as Record<Method, Handler<Context>>
  return { ...handlers, HEAD: module.GET ?? notAllowed, OPTIONS: () => new Response(null, { status: 204, headers: allow }) }
}
