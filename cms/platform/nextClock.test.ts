import { IncrementalCache } from 'next/dist/server/lib/incremental-cache/index.js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { nextClock, onNextClock } from './nextClock.mjs'

const BROKEN = 'Next upgrade broke the seam cms/platform/nextClock.mjs (README, "Platform seams"): '

const REVALIDATE_S = 10
/** The wall clock, stepped this far ahead of Next's (NTP, after a paused machine). */
const STEP_MS = 60_000

/** How Next's page cache judges a page its store says was last modified at `lastModified`. */
async function judged(lastModified: number) {
  const page = { kind: 'APP_PAGE', html: '', rscData: undefined, headers: {}, postponed: undefined, status: 200, segmentData: undefined }
  class Store {
    async get() {
      return { lastModified, cacheControl: { revalidate: REVALIDATE_S, expire: 3600 }, value: page }
    }
    async set() {}
    async revalidateTag() {}
    resetRequestCache() {}
  }
  const cache = new IncrementalCache({
    dev: false,
    minimalMode: false,
    requestHeaders: {},
    maxMemoryCacheSize: 0,
    fetchCacheKeyPrefix: '',
    allowedRevalidateHeaderKeys: [],
    previewProps: { previewModeId: 'x', previewModeSigningKey: 'x', previewModeEncryptionKey: 'x' },
    prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: { previewModeId: 'x', previewModeSigningKey: 'x', previewModeEncryptionKey: 'x' } },
    // @ts-expect-error a store of the documented interface (get, set, revalidateTag), not Next's class
    CurCacheHandler: Store,
  })
  // @ts-expect-error the context's kind as Next's render passes it ('APP_PAGE')
  const entry = await cache.get('/page', { kind: 'APP_PAGE', route: { kind: 'APP_PAGE', sourceRoute: '/page/page' }, isRoutePPREnabled: true, isFallback: false })
  return entry?.isStale === true ? 'stale' : 'fresh'
}

afterEach(() => vi.restoreAllMocks())

describe("contract: the clock Next's caches keep time with", () => {
  it('is the one a page is judged stale on, not the wall clock', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(nextClock() + STEP_MS)
    // Stored 5 s ago and 15 s ago by the wall clock, as a store stamps pages.
    expect(await judged(onNextClock(Date.now() - 5_000)), `${BROKEN}a page of 5 s is judged stale`).toBe('fresh')
    expect(await judged(onNextClock(Date.now() - 15_000)), `${BROKEN}a page of 15 s is judged fresh`).toBe('stale')
    // Handed over on the wall clock, it looked a minute younger: the reason for the seam.
    expect(await judged(Date.now() - 15_000), `${BROKEN}Next now judges pages on the wall clock: the seam can go`).toBe('fresh')
  })

  it('is what onNextClock converts to', () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_000_000)
    expect(Math.abs(onNextClock(1_000_000) - nextClock())).toBeLessThan(1)
  })
})
