import { APP_ORIGIN } from './config'

/**
 * One visitor of the app: keeps the session cookie it is given and sends the app's Origin with
 * every request, as the site's own pages do (Payload ignores a cookie from another origin).
 */
export class Session {
  cookie = ''

  /** `origin`: the bench's app, or another site (the cluster's nginx). */
  constructor(readonly origin = APP_ORIGIN) {}

  async request(method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { origin: this.origin }
    if (this.cookie) headers.cookie = this.cookie
    if (body !== undefined) headers['content-type'] = 'application/json'
    const response = await fetch(this.origin + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    })
    const token = response.headers.getSetCookie().find((header) => header.startsWith('payload-token='))
    if (token) this.cookie = token.split(';')[0]!
    return response
  }

  /** The JSON of a request that must answer `status`; anything else stops the bench with its body. */
  async json<T>(method: string, path: string, body?: unknown, status = 200): Promise<T> {
    const response = await this.request(method, path, body)
    if (response.status !== status) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
    return (await response.json()) as T
  }

  /** Headers that carry this session, for the load generator. */
  headers(): Record<string, string> {
    return { origin: this.origin, cookie: this.cookie }
  }
}
