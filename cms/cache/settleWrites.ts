import { AsyncLocalStorage } from 'node:async_hooks'
import { expireInStores } from './stores.mjs'

/**
 * Next lets a request join work another request began: a page that is rendering answers every
 * request for it that arrives meanwhile (its response cache), and a cached read being filled is
 * shared with every render that asks for it ('use cache'). Work begun before a write committed
 * shows the rows from before it, so a visitor who already had the write's answer could still be
 * handed the old page: on PostgreSQL, with six visitors reading /albums, 28 of 60 reads right after
 * a write were (issue 35). So, on this instance:
 * - the server counts the cached reads it is answering (`serveRequest`);
 * - a request that expired tags (`noteExpired`, from ./invalidate.ts, before its transaction
 *   commits) expires them once more when its answer is ready, which is after the commit, and the
 *   answer waits until the reads begun before that have ended (`settleWrite`, called by
 *   site/server/siteResponse.ts), at most SETTLE_LIMIT_MS.
 * Other instances read the write within a second (README "Pages and caching").
 *
 * On globalThis under a registered symbol: the server and Next's bundle each have a copy of this module.
 */

/** Longer than a page takes to render under the Monday rush (p99 about 1 s in `npm run bench`). */
export const SETTLE_LIMIT_MS = 2000

type Served = { expired: Set<string>; read?: Promise<void>; answered: () => void }
type Shared = { requests: AsyncLocalStorage<Served>; byResponse: WeakMap<object, Served>; reads: Set<Promise<void>> }

const SHARED = Symbol.for('machine-soul.settle-writes')

function shared(): Shared {
  const global = globalThis as { [SHARED]?: Shared }
  return (global[SHARED] ??= { requests: new AsyncLocalStorage(), byResponse: new WeakMap(), reads: new Set() })
}

type Response = { once(event: 'close', listener: () => void): unknown }

/**
 * Serves one request: the tags its writes expire are noted against `response`, and, if it is a
 * cached read, it counts as one until it is answered (`readAnswered`) or its connection closes.
 */
export function serveRequest(response: Response, cachedRead: boolean, serve: () => void): void {
  const { requests, byResponse, reads } = shared()
  const served: Served = { expired: new Set(), answered: () => {} }
  if (cachedRead) {
    const read = new Promise<void>((resolve) => {
      served.answered = () => {
        reads.delete(read)
        resolve()
      }
    })
    served.read = read
    reads.add(read)
    response.once('close', served.answered)
  }
  byResponse.set(response, served)
  requests.run(served, serve)
}

/**
 * Its answer is complete: the read is done, however long the last bytes take to reach a slow
 * phone, so a write does not wait for the network.
 */
export function readAnswered(response: object): void {
  shared().byResponse.get(response)?.answered()
}

/** Notes that the request being served expired `tags`; outside a request (a job, a seed) nothing waits. */
export function noteExpired(tags: readonly string[]): void {
  const served = shared().requests.getStore()
  for (const tag of tags) served?.expired.add(tag)
}

/**
 * What `response` must wait for before it goes out: nothing (undefined) unless its request expired
 * tags; then their expiry once more, and the end of the cached reads begun before it.
 */
export function settleWrite(response: object): Promise<void> | undefined {
  const { byResponse, reads } = shared()
  const served = byResponse.get(response)
  if (!served || served.expired.size === 0) return undefined
  const tags = [...served.expired]
  served.expired.clear()
  return expireInStores(tags).then(() => {
    const begun = [...reads].filter((read) => read !== served.read)
    if (begun.length === 0) return
    let timer: NodeJS.Timeout | undefined
    const limit = new Promise<void>((resolve) => (timer = setTimeout(resolve, SETTLE_LIMIT_MS)))
    return Promise.race([Promise.all(begun).then(() => undefined), limit]).finally(() => clearTimeout(timer))
  })
}
