import { EventEmitter } from 'node:events'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { noteExpired, readAnswered, serveRequest, settleWrite, SETTLE_LIMIT_MS } from './settleWrites'
import { registerCacheStore } from './stores.mjs'

// The stores a write expires its tags in: here one that records what it was told.
const expired: string[][] = []
registerCacheStore({ expire: async (tags) => void expired.push(tags) })

/** Serves a request on a stand-in response, running `work` inside it as the server runs Next. */
function serve(cachedRead: boolean, work: () => void = () => {}) {
  const response = new EventEmitter()
  serveRequest(response, cachedRead, work)
  return { response, close: () => response.emit('close') }
}

/** Whether `promise` has settled by the time the work already queued has run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false
  void promise.then(() => (done = true))
  await new Promise((resolve) => setImmediate(resolve))
  return done
}

afterEach(() => {
  expired.length = 0
  vi.useRealTimers()
})

describe('settleWrite', () => {
  it('lets an answer that expired nothing go at once', () => {
    const read = serve(true)
    expect(settleWrite(read.response)).toBeUndefined()
    expect(settleWrite(new EventEmitter())).toBeUndefined()
    read.close()
  })

  it('expires the tags once more, then waits for the cached reads begun before, and only those', async () => {
    const before = serve(true)
    const notCached = serve(false)
    const write = serve(false, () => noteExpired(['albums', 'artists']))
    const settling = settleWrite(write.response)!
    const after = serve(true)
    expect(await settled(settling)).toBe(false)
    expect(expired).toEqual([['albums', 'artists']])
    after.close()
    notCached.close()
    expect(await settled(settling)).toBe(false)
    readAnswered(before.response)
    expect(await settled(settling)).toBe(true)
    before.close()
    // Settled once: the answer's later parts do not wait again.
    expect(settleWrite(write.response)).toBeUndefined()
  })

  it('does not wait for itself when a read wrote', async () => {
    const read = serve(true, () => noteExpired(['blog-posts']))
    expect(await settled(settleWrite(read.response)!)).toBe(true)
    read.close()
  })

  it(`waits at most ${SETTLE_LIMIT_MS} ms for a read that does not end`, async () => {
    vi.useFakeTimers()
    const stuck = serve(true)
    const write = serve(false, () => noteExpired(['albums']))
    const settling = settleWrite(write.response)!
    await vi.advanceTimersByTimeAsync(SETTLE_LIMIT_MS - 1)
    let done = false
    void settling.then(() => (done = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
    stuck.close()
  })

  it('notes nothing for work outside any request (a job, a seed)', () => {
    noteExpired(['albums'])
    const write = serve(false)
    expect(settleWrite(write.response)).toBeUndefined()
  })
})
