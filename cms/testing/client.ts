import crypto from 'node:crypto'
import { Agent, fetch as undiciFetch } from 'undici'
import { TEST_ADMIN } from './fixtures'
import { sharedSite } from './sharedSite'

type Body = Record<string, unknown> | unknown[]

/**
 * Behind a real proxy (TEST_CLIENT_LOOPBACK=true: the cluster run through nginx) a header the
 * client writes is not believed, so each client connects from an address of its own: any of
 * 127.0.0.0/8 is this machine's.
 */
const fromOwnAddress = process.env.TEST_CLIENT_LOOPBACK === 'true'

function boundFetch(localAddress: string): typeof fetch {
  const dispatcher = new Agent({ localAddress })
  // The same fetch Node ships (undici), as a package so that it takes a dispatcher; only its
  // TypeScript declarations differ from the global ones.
  return ((url: string, init?: RequestInit) => undiciFetch(url, { ...(init as object), dispatcher })) as unknown as typeof fetch
}

/**
 * A client of the running test server that keeps its own session cookie, like one browser.
 * Writes carry the site's Origin, as our pages' fetches do.
 */
export class Client {
  private cookies = new Map<string, string>()
  /** The suite's server, unless a test runs one of its own. */
  constructor(readonly baseURL: string = sharedSite().baseURL) {}
  /** Each client comes from an address of its own, as separate visitors do (rate limits count per address). */
  readonly address = fromOwnAddress
    ? `127.${crypto.randomInt(1, 255)}.${crypto.randomInt(0, 256)}.${crypto.randomInt(1, 255)}`
    : `198.51.100.${crypto.randomInt(1, 255)}-${crypto.randomUUID().slice(0, 8)}`
  private readonly fetch: typeof fetch = fromOwnAddress ? boundFetch(this.address) : fetch

  /** What this client sends with every request: our Origin, its address, its session cookie. */
  headers(): Record<string, string> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    return { origin: this.baseURL, 'x-forwarded-for': this.address, ...(cookie ? { cookie } : {}) }
  }

  async request(method: string, path: string, body?: Body | string, headers: Record<string, string> = {}) {
    // A body goes as JSON unless the test names another type.
    const typed = body !== undefined && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')
    const init: RequestInit = { method, headers: { ...this.headers(), ...(typed ? { 'content-type': 'application/json' } : {}), ...headers }, redirect: 'manual' }
    if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body)
    const response = await this.fetch(this.baseURL + path, init)
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';')
      const [name, ...value] = pair!.split('=')
      const expired = /expires=Thu, 01 Jan 1970/i.test(header) || /max-age=0/i.test(header)
      if (expired || value.join('=') === '') this.cookies.delete(name!.trim())
      else this.cookies.set(name!.trim(), value.join('='))
    }
    return response
  }

  get = (path: string) => this.request('GET', path)
  post = (path: string, body?: Body | string) => this.request('POST', path, body)
  put = (path: string, body?: Body | string) => this.request('PUT', path, body)
  patch = (path: string, body?: Body | string) => this.request('PATCH', path, body)
  delete = (path: string) => this.request('DELETE', path)

  /** GraphQL at /api/graphql, as the site and outside clients use it. */
  async graphql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) {
    const response = await this.post('/api/graphql', { query, variables })
    return (await response.json()) as { data?: T; errors?: { message: string }[] }
  }

  get signedIn() {
    return this.cookies.size > 0
  }

  /** The value of one of this client's cookies, e.g. the session token. */
  cookie(name: string): string | undefined {
    return this.cookies.get(name)
  }
}

export const uniqueEmail = (label = 'user') => `${label}-${crypto.randomUUID().slice(0, 8)}@integration.test`

/** A new signed-in user with a fresh account; `id` is Payload's number (the contract writes user ids as text). */
export async function newUser(firstName = 'Test') {
  const client = new Client()
  const email = uniqueEmail(firstName.toLowerCase())
  const response = await client.post('/api/auth/register', { email, password: 'a-good-password', firstName })
  if (response.status !== 200) throw new Error(`register failed: ${response.status} ${await response.text()}`)
  const { user } = (await response.json()) as { user: { id: string } }
  return { client, email, firstName, id: Number(user.id) }
}

/** The test server's admin, signed in. */
export async function admin() {
  const client = new Client()
  const response = await client.post('/api/auth/login', TEST_ADMIN)
  if (response.status !== 200) throw new Error(`admin login failed: ${response.status} ${await response.text()}`)
  return client
}

/** The JSON body of a response together with its status, for one-line assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as graphqlDocs' Doc: assertions reach into any answer
export async function answer<T = Record<string, any>>(response: Promise<Response> | Response) {
  const settled = await response
  const text = await settled.text()
  // Test assertions reach into arbitrary JSON shapes; `any` keeps them short.
  return { status: settled.status, body: (text ? JSON.parse(text) : null) as T }
}
