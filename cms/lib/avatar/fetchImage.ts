import dns from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import net, { type LookupFunction } from 'node:net'
import { isPublicAddress } from './publicAddress'

/** Why an image could not be fetched, in words for the person who gave its address. */
export class ImageFetchRefused extends Error {}

export type FetchLimits = {
  maxBytes: number
  timeoutMs: number
  maxRedirects: number
  /** Content types (without parameters) the answer may declare. */
  types: readonly string[]
  /**
   * Hosts fetched from although they are not public and over plain http: the test suites' fake
   * image hosts on 127.0.0.1 (AVATAR_FETCH_TEST_HOSTS), never set in production.
   */
  testHosts: ReadonlySet<string>
}

const notPublic = (host: string) => new ImageFetchRefused(`${host} is not an address on the public internet`)

/**
 * DNS as the connection uses it, refusing a name when any of its addresses is not public: the
 * address checked is the address connected to, so a name that answers differently the second
 * time it is asked (DNS rebinding) gains nothing.
 */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { family: options.family, hints: options.hints, all: true }, (error, addresses) => {
    if (error) return callback(new ImageFetchRefused(`${hostname} could not be found`), '', 0)
    if (addresses.length === 0 || addresses.some(({ address }) => !isPublicAddress(address))) return callback(notPublic(hostname), '', 0)
    if (options.all) return (callback as unknown as (error: null, all: dns.LookupAddress[]) => void)(null, addresses)
    callback(null, addresses[0]!.address, addresses[0]!.family)
  })
}

type Answer = { status: number; location: string | undefined; type: string; body: Buffer }

function request(url: URL, limits: FetchLimits, signal: AbortSignal): Promise<Answer> {
  const host = url.hostname.replace(/^\[|\]$/g, '')
  const test = limits.testHosts.has(host.toLowerCase())
  if (url.protocol !== 'https:' && !(test && url.protocol === 'http:')) throw new ImageFetchRefused('only https addresses are fetched')
  if (!test && net.isIP(host) && !isPublicAddress(host)) throw notPublic(host)
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const outgoing = client.request(url, {
      signal,
      headers: { accept: limits.types.join(', '), 'user-agent': 'Machine Soul avatar copier' },
      ...(test ? {} : { lookup: publicLookup }),
      // Each request connects afresh: a pooled socket would skip the lookup above.
      agent: false,
    })
    outgoing.on('socket', (socket) => {
      // The address actually connected to, whatever resolved it.
      socket.once('connect', () => {
        if (!test && !isPublicAddress(socket.remoteAddress ?? '')) outgoing.destroy(notPublic(host))
      })
    })
    outgoing.on('error', (error) => reject(error))
    outgoing.on('response', (incoming) => {
      const status = incoming.statusCode ?? 0
      const type = (incoming.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
      const answer = { status, location: incoming.headers.location, type }
      if (status < 200 || status >= 300) {
        incoming.resume()
        return resolve({ ...answer, body: Buffer.alloc(0) })
      }
      if (!limits.types.includes(type)) {
        incoming.destroy()
        return reject(new ImageFetchRefused(`the address answered ${type || 'an unnamed type'}, not a PNG, JPEG, WebP, GIF or AVIF image`))
      }
      const tooLarge = () => new ImageFetchRefused(`the image is larger than ${limits.maxBytes / 1024 / 1024} MB`)
      if (Number(incoming.headers['content-length'] ?? 0) > limits.maxBytes) {
        incoming.destroy()
        return reject(tooLarge())
      }
      const chunks: Buffer[] = []
      let size = 0
      incoming.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (size > limits.maxBytes) return incoming.destroy(tooLarge())
        chunks.push(chunk)
      })
      incoming.on('error', reject)
      incoming.on('end', () => resolve({ ...answer, body: Buffer.concat(chunks) }))
    })
    outgoing.end()
  })
}

/**
 * The bytes of the image at `address`, fetched by the server under `limits`: https only, public
 * hosts only (every address a name resolves to, and the one connected to), a bounded number of
 * redirects each checked the same way, a size cap counted as it arrives, and one deadline for
 * the whole. Refusals are ImageFetchRefused.
 */
export async function fetchImage(address: string, limits: FetchLimits): Promise<Buffer> {
  const signal = AbortSignal.timeout(limits.timeoutMs)
  let url: URL
  try {
    url = new URL(address)
  } catch {
    throw new ImageFetchRefused('this is not a web address')
  }
  try {
    for (let redirects = 0; ; redirects++) {
      const answer = await request(url, limits, signal)
      if (answer.status >= 300 && answer.status < 400 && answer.location) {
        if (redirects === limits.maxRedirects) throw new ImageFetchRefused(`the address redirects more than ${limits.maxRedirects} times`)
        url = new URL(answer.location, url)
        continue
      }
      if (answer.status !== 200) throw new ImageFetchRefused(`the address answered ${answer.status}, not an image`)
      return answer.body
    }
  } catch (error) {
    if (error instanceof ImageFetchRefused) throw error
    if (signal.aborted) throw new ImageFetchRefused(`the image did not arrive within ${limits.timeoutMs / 1000} seconds`)
    throw new ImageFetchRefused('the address could not be reached')
  }
}
