import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createClient } from '@redis/client'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { reachable } from '@cms/testing/servers'
import { momentTag } from '../pageTags.mjs'
import { createUseCacheHandler, type CacheEntry } from './useCacheHandler.mjs'

/**
 * The handler for 'use cache' entries, driven as Next drives it: refreshTags at the start of a
 * request, get with the page's implicit tags, set with a pending entry whose value is a stream.
 * Once in this process's memory and once in Redis (REDIS_URL, default 127.0.0.1:6379; skipped
 * when nothing listens there), under a prefix of its own (REDIS_KEY_PREFIX).
 */

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379'
const redisAvailable = await reachable(REDIS_URL)
const RUN_PREFIX = `${process.env.REDIS_KEY_PREFIX || 'machine-soul-test:'}use-cache-test-${crypto.randomUUID()}:`
const HANDLER_MODULE = fileURLToPath(new URL('./useCacheHandler.mjs', import.meta.url))

type Handler = ReturnType<typeof createUseCacheHandler>

const clock = () => performance.timeOrigin + performance.now()
const encoder = new TextEncoder()

/** An entry as Next hands it to set: its value streamed in chunks, as a render writes it. */
function entry(body: string, fields: Partial<Omit<CacheEntry, 'value'>> = {}): CacheEntry {
  const chunks = body.match(/[\s\S]{1,7}/g) ?? []
  return {
    value: new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((resolve) => setImmediate(resolve))
        const chunk = chunks.shift()
        if (chunk === undefined) controller.close()
        else controller.enqueue(encoder.encode(chunk))
      },
    }),
    tags: ['albums'],
    stale: 300,
    timestamp: clock(),
    revalidate: 900,
    expire: 3600,
    ...fields,
  }
}

async function bodyOf(found: CacheEntry | undefined): Promise<string | undefined> {
  return found ? new Response(found.value).text() : undefined
}

/** As at the start of a request: the tags refreshed, then the read. */
async function read(handler: Handler, key: string, implicitTags: string[] = []): Promise<string | undefined> {
  await handler.refreshTags()
  return bodyOf(await handler.get(key, implicitTags))
}

const opened: Handler[] = []
function track(handler: Handler): Handler {
  opened.push(handler)
  return handler
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((handler) => handler.close()))
  vi.restoreAllMocks()
})

afterAll(async () => {
  if (!redisAvailable) return
  const client = await createClient({ url: REDIS_URL }).connect()
  for await (const keys of client.scanIterator({ MATCH: `${RUN_PREFIX}*`, COUNT: 1000 })) if (keys.length > 0) await client.del(keys)
  client.destroy()
})

let prefixes = 0
/** A prefix per handler family: what one test stores, no other test sees. */
const freshPrefix = () => `${RUN_PREFIX}${++prefixes}:`

const stores = [
  // In memory, each instance is a process of its own: nothing is shared.
  { name: 'in memory', available: true, shared: false, make: () => () => track(createUseCacheHandler()) },
  {
    name: 'in Redis',
    available: redisAvailable,
    shared: true,
    make: () => {
      const keyPrefix = freshPrefix()
      return () => track(createUseCacheHandler({ redisUrl: REDIS_URL, keyPrefix, buildId: 'build-1' }))
    },
  },
]

describe.each(stores)('the use-cache handler $name', ({ available, shared, make }) => {
  // Each test starts a store of its own; `another()` is a second instance on the same store.
  let handler: Handler
  let another: () => Handler
  beforeEach(() => {
    another = make()
    handler = another()
  })

  it.runIf(available)('answers a stored entry, as often as it is read, with its tags and times', async () => {
    await handler.refreshTags()
    const stored = entry('<p>Albums of the week</p>', { tags: ['albums', 'album:7'] })
    const { value: _, ...fields } = stored
    await handler.set('albums', Promise.resolve(stored))
    const found = await handler.get('albums', [])
    const { timestamp, revalidate, expire, ...rest } = fields
    expect(found).toMatchObject(rest)
    // Its life as it is left, ending when the stored one ends (remainingLife).
    expect(found!.timestamp + found!.revalidate * 1000).toBeCloseTo(timestamp + revalidate * 1000, 6)
    expect(found!.timestamp + found!.expire * 1000).toBeCloseTo(timestamp + expire * 1000, 6)
    expect(await bodyOf(found)).toBe('<p>Albums of the week</p>')
    expect(await read(handler, 'albums')).toBe('<p>Albums of the week</p>')
  })

  it.runIf(available)('misses a key never stored', async () => {
    expect(await read(handler, 'never-stored')).toBeUndefined()
  })

  it.runIf(available)('does not keep an entry whose cacheLife is 0: a read that found nothing', async () => {
    await handler.set('made-up-slug', Promise.resolve(entry('null', { expire: 0, revalidate: 0 })))
    await handler.set('expire-0', Promise.resolve(entry('null', { expire: 0 })))
    await handler.set('revalidate-0', Promise.resolve(entry('null', { revalidate: 0 })))
    for (const key of ['made-up-slug', 'expire-0', 'revalidate-0']) expect(await read(handler, key)).toBeUndefined()
  })

  it.runIf(available)('misses an entry past its revalidate or its expire', async () => {
    await handler.set('revalidated', Promise.resolve(entry('old', { timestamp: clock() - 2000, revalidate: 1 })))
    await handler.set('expired', Promise.resolve(entry('old', { timestamp: clock() - 6000, revalidate: 900, expire: 5 })))
    await handler.set('fresh', Promise.resolve(entry('new', { timestamp: clock() - 2000, revalidate: 900 })))
    expect(await read(handler, 'revalidated')).toBeUndefined()
    expect(await read(handler, 'expired')).toBeUndefined()
    expect(await read(handler, 'fresh')).toBe('new')
  })

  it.runIf(available)('misses an entry from its release moment on, though whole seconds of life are left', async () => {
    const moment = Date.now() + 150
    // Made within a second of the moment, its life is a whole second (cms/cache/releaseLife.ts).
    await handler.set('albums', Promise.resolve(entry('before the moment', { revalidate: 1, expire: 302, tags: ['albums', momentTag(moment)] })))
    expect(await read(handler, 'albums')).toBe('before the moment')
    // Node's timers run on a clock of their own and may fire a millisecond before Date.now() gets there.
    while (Date.now() < moment) await new Promise((resolve) => setTimeout(resolve, moment - Date.now()))
    expect(await read(handler, 'albums')).toBeUndefined()
  })

  it.runIf(available)("counts an entry's life on the wall clock, where release moments are, however far Next's clock has drifted from it", async () => {
    await handler.set('albums', Promise.resolve(entry('before the moment', { revalidate: 10, expire: 311 })))
    const wall = Date.now()
    // The wall clock 5 s on while Next's stands still: 5 s of life are left, ending when it ends.
    vi.spyOn(Date, 'now').mockReturnValue(wall + 5_000)
    await handler.refreshTags()
    const found = await handler.get('albums', [])
    expect(found?.revalidate).toBeCloseTo(5, 1)
    // Stepped 20 s on (NTP, a paused machine): its life has ended, whatever Next's clock says.
    vi.spyOn(Date, 'now').mockReturnValue(wall + 20_000)
    expect(await read(handler, 'albums')).toBeUndefined()
  })

  it.runIf(available)('expires, with updateTags, the entries made before it and not those made after', async () => {
    await handler.set('albums', Promise.resolve(entry('before', { tags: ['albums'], timestamp: clock() - 10 })))
    await handler.set('blog', Promise.resolve(entry('blog', { tags: ['blog'], timestamp: clock() - 10 })))
    await handler.updateTags(['albums'])
    expect(await read(handler, 'albums')).toBeUndefined()
    expect(await read(handler, 'blog')).toBe('blog')
    await handler.set('albums', Promise.resolve(entry('after', { tags: ['albums'], timestamp: clock() + 1 })))
    expect(await read(handler, 'albums')).toBe('after')
  })

  it.runIf(available)('does not keep a read that began before its tags were expired', async () => {
    const began = clock() - 10
    await handler.updateTags(['albums'])
    await handler.set('albums', Promise.resolve(entry('rows before the write', { timestamp: began })))
    expect(await read(handler, 'albums')).toBeUndefined()
  })

  it.runIf(available)("expires by the page's implicit tags (revalidatePath), in get and in getExpiration", async () => {
    const made = clock() - 10
    await handler.set('page', Promise.resolve(entry('page', { tags: [], timestamp: made })))
    await handler.refreshTags()
    expect(await handler.getExpiration(['_N_T_/albums'])).toBe(0)
    await handler.updateTags(['_N_T_/albums'])
    await handler.refreshTags()
    expect(await handler.getExpiration(['_N_T_/layout', '_N_T_/albums'])).toBeGreaterThanOrEqual(made)
    expect(await read(handler, 'page', ['_N_T_/layout', '_N_T_/albums'])).toBeUndefined()
    expect(await read(handler, 'page', ['_N_T_/layout', '_N_T_/blog'])).toBe('page')
  })

  it.runIf(available)('serves an entry whose tag is stale once more, asking Next to refresh it, until the deadline', async () => {
    await handler.set('albums', Promise.resolve(entry('stale', { timestamp: clock() - 10 })))
    await handler.updateTags(['albums'], { expire: 3600 })
    await handler.refreshTags()
    const found = await handler.get('albums', [])
    expect(found?.revalidate).toBe(-1)
    expect(await bodyOf(found)).toBe('stale')

    await handler.set('blog', Promise.resolve(entry('stale', { tags: ['blog'], timestamp: clock() - 10 })))
    await handler.updateTags(['blog'], { expire: 0.001 })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(await read(handler, 'blog')).toBeUndefined()
  })

  it.runIf(available)('makes a get during a pending set of the same key wait for it', async () => {
    let resolveEntry: (value: CacheEntry) => void = () => {}
    const pending = new Promise<CacheEntry>((resolve) => (resolveEntry = resolve))
    await handler.refreshTags()
    const setting = handler.set('albums', pending)
    const getting = handler.get('albums', [])
    resolveEntry(entry('rendered meanwhile'))
    expect(await bodyOf(await getting)).toBe('rendered meanwhile')
    await setting
  })

  it.runIf(available)('does not keep a read whose stream failed, and says nothing to the caller', async () => {
    const failing: CacheEntry = {
      ...entry(''),
      value: new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode('<p>half'))
          controller.error(new Error('the read failed'))
        },
      }),
    }
    await expect(handler.set('albums', Promise.resolve(failing))).resolves.toBeUndefined()
    expect(await read(handler, 'albums')).toBeUndefined()
  })

  it.runIf(available)('keeps hostile keys apart and intact: huge, NUL bytes, lone surrogates', async () => {
    const huge = `slug:${'x'.repeat(1024 * 1024)}`
    const keys = [huge, 'a\u0000b', 'a\u0000c', 'lone\uD800', 'lone\uD801', '']
    for (const [n, key] of keys.entries()) await handler.set(key, Promise.resolve(entry(`entry ${n}`)))
    for (const [n, key] of keys.entries()) expect(await read(handler, key)).toBe(`entry ${n}`)
    await handler.set('plain', Promise.resolve(entry('plain')))
    expect(await read(handler, 'plain')).toBe('plain')
  })

  it.runIf(available)('shares entries and expiries between two instances of the same store', async () => {
    const other = another()
    await handler.set('albums', Promise.resolve(entry('kept', { timestamp: clock() - 10 })))
    expect(await read(other, 'albums')).toBe(shared ? 'kept' : undefined)
    await other.updateTags(['albums'])
    expect(await read(handler, 'albums')).toBe(shared ? undefined : 'kept')
  })
})

describe.runIf(redisAvailable)('the use-cache handler in Redis, as the deployment runs it', () => {
  it('writes each entry with a time to live of its remaining life, and nothing for what found nothing', async () => {
    const keyPrefix = freshPrefix()
    const handler = track(createUseCacheHandler({ redisUrl: REDIS_URL, keyPrefix, buildId: 'build-1' }))
    const client = await createClient({ url: REDIS_URL }).connect()
    try {
      for (let n = 0; n < 20; n++) await handler.set(`made-up-${n}`, Promise.resolve(entry('null', { expire: 0, revalidate: 0 })))
      expect(await client.keys(`${keyPrefix}build-1:use-cache:*`)).toEqual([])
      await handler.set('albums', Promise.resolve(entry('albums', { revalidate: 900, expire: 3600 })))
      const [key] = await client.keys(`${keyPrefix}build-1:use-cache:*`)
      const ttl = await client.pTTL(key ?? '')
      expect(ttl).toBeGreaterThan(0)
      expect(ttl).toBeLessThanOrEqual(900_000)
      // Next's "never": still not for ever.
      await handler.set('never', Promise.resolve(entry('never', { revalidate: 0xfffffffe, expire: 0xfffffffe })))
      for (const each of await client.keys(`${keyPrefix}build-1:use-cache:*`)) expect(await client.pTTL(each)).toBeGreaterThan(0)
    } finally {
      client.destroy()
    }
  })

  it('shares entries and expiries between two processes', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'use-cache-handler-'))
    fs.mkdirSync(path.join(folder, 'site/.next'), { recursive: true })
    fs.writeFileSync(path.join(folder, 'site/.next/BUILD_ID'), 'build-1\n')
    const envPrefix = freshPrefix()
    // What the other process's default handler uses: REDIS_KEY_PREFIX and the build it runs.
    const here = track(createUseCacheHandler({ redisUrl: REDIS_URL, keyPrefix: envPrefix, buildId: 'build-1' }))
    try {
      await here.set('albums', Promise.resolve(entry('from this process', { timestamp: clock() - 10 })))
      expect(await inAnotherProcess(folder, envPrefix, { get: 'albums' })).toBe('from this process')

      expect(await inAnotherProcess(folder, envPrefix, { set: 'blog', body: 'from the other process' })).toBe('stored')
      expect(await read(here, 'blog')).toBe('from the other process')

      expect(await inAnotherProcess(folder, envPrefix, { updateTags: ['albums'] })).toBe('expired')
      expect(await read(here, 'albums')).toBeUndefined()
      expect(await read(here, 'blog')).toBe('from the other process')
    } finally {
      fs.rmSync(folder, { recursive: true, force: true })
    }
  })

  it("judges another instance's reads and writes on its own clock, though the wall clock was stepped between their starts", async () => {
    const keyPrefix = freshPrefix()
    const started = () => track(createUseCacheHandler({ redisUrl: REDIS_URL, keyPrefix, buildId: 'build-1' }))
    const early = started()
    const late = started()

    // A read each began, then a write through the other: both reads saw the rows before the writes.
    await late.set('albums', Promise.resolve(entry('albums before the write', { timestamp: clock() - 10 })))
    await early.refreshTags()
    await startedBeforeStep(() => early.set('blog', Promise.resolve(entry('blog before the write', { tags: ['blog'], timestamp: clock() - 10 }))))
    await startedBeforeStep(() => early.updateTags(['albums']))
    await late.updateTags(['blog'])
    expect(await read(late, 'albums')).toBeUndefined()
    expect(await startedBeforeStep(() => read(early, 'blog'))).toBeUndefined()
    expect(await startedBeforeStep(() => read(early, 'albums'))).toBeUndefined()

    // What either reads after the writes is served by both.
    await late.set('albums', Promise.resolve(entry('albums after the write')))
    expect(await startedBeforeStep(() => read(early, 'albums'))).toBe('albums after the write')
    expect(await read(late, 'albums')).toBe('albums after the write')
  })

  it('keeps each build its own entries, while a write through either build expires both (a deploy rolling)', async () => {
    const keyPrefix = freshPrefix()
    const old = track(createUseCacheHandler({ redisUrl: REDIS_URL, keyPrefix, buildId: 'build-1' }))
    const next = track(createUseCacheHandler({ redisUrl: REDIS_URL, keyPrefix, buildId: 'build-2' }))
    await old.set('albums', Promise.resolve(entry('old build', { timestamp: clock() - 10 })))
    expect(await read(next, 'albums')).toBeUndefined()
    await next.set('albums', Promise.resolve(entry('new build', { timestamp: clock() - 10 })))
    expect(await read(next, 'albums')).toBe('new build')
    expect(await read(old, 'albums')).toBe('old build')
    await old.updateTags(['albums'])
    expect(await read(next, 'albums')).toBeUndefined()
  })

  it('misses, and throws nothing, when nothing listens at REDIS_URL; it says so once', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const handler = track(createUseCacheHandler({ redisUrl: `redis://127.0.0.1:${await closedPort()}`, keyPrefix: freshPrefix() }))
    await handler.refreshTags()
    await handler.set('albums', Promise.resolve(entry('albums')))
    expect(await read(handler, 'albums')).toBeUndefined()
    await handler.updateTags(['albums'])
    expect(await handler.getExpiration(['albums'])).toBeGreaterThan(0)
    expect(await read(handler, 'albums')).toBeUndefined()
    expect(errors).toHaveBeenCalledTimes(1)
    expect(String(errors.mock.calls[0]?.[0])).toContain('Redis')
  })

  it('starts while Redis is down, and shares through it once it is up', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
    const proxy = await redisProxy(REDIS_URL)
    await proxy.stop()
    try {
      const handler = track(createUseCacheHandler({ redisUrl: proxy.url, keyPrefix: freshPrefix() }))
      await handler.set('albums', Promise.resolve(entry('albums')))
      expect(await read(handler, 'albums')).toBeUndefined()
      await proxy.start()
      await expect
        .poll(
          async () => {
            await handler.set('albums', Promise.resolve(entry('albums')))
            return read(handler, 'albums')
          },
          { timeout: 10_000, interval: 100 },
        )
        .toBe('albums')
    } finally {
      await proxy.stop()
    }
  })

  it('misses, and throws nothing, when Redis stops answering; it serves again once Redis is back', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
    const proxy = await redisProxy(REDIS_URL)
    try {
      const handler = track(createUseCacheHandler({ redisUrl: proxy.url, keyPrefix: freshPrefix() }))
      await handler.set('albums', Promise.resolve(entry('albums')))
      expect(await read(handler, 'albums')).toBe('albums')

      // Connected, but no answer: each call gives up after its timeout.
      proxy.freeze()
      await expect(handler.get('albums', [])).resolves.toBeUndefined()
      await expect(handler.set('blog', Promise.resolve(entry('blog')))).resolves.toBeUndefined()
      await expect(handler.updateTags(['blog'])).resolves.toBeUndefined()
      expect(await read(handler, 'albums')).toBeUndefined()
      proxy.thaw()
      await expect.poll(() => read(handler, 'albums'), { timeout: 10_000, interval: 100 }).toBe('albums')

      // Gone altogether.
      await proxy.stop()
      expect(await read(handler, 'albums')).toBeUndefined()
      await expect(handler.set('blog', Promise.resolve(entry('blog')))).resolves.toBeUndefined()
      await proxy.start()
      await expect.poll(() => read(handler, 'albums'), { timeout: 10_000, interval: 100 }).toBe('albums')
      // One line per outage, not one per call or reconnection attempt.
      expect(errors).toHaveBeenCalledTimes(2)
    } finally {
      await proxy.stop()
    }
  })
})

/** How far the wall clock was stepped ahead (NTP, a paused machine) after one instance started and before another did. */
const STEP_MS = 60_000

/**
 * Runs `step` as an instance started before the step: the wall clock is the same for both, but its
 * Next clock (performance.timeOrigin + performance.now()) stands STEP_MS behind the later one's.
 */
async function startedBeforeStep<T>(step: () => Promise<T>): Promise<T> {
  const now = performance.now.bind(performance)
  vi.spyOn(performance, 'now').mockImplementation(() => now() - STEP_MS)
  try {
    return await step()
  } finally {
    vi.mocked(performance.now).mockRestore()
  }
}

/** Runs one step with the default export of the handler module in a new Node process, as a second instance would. */
function inAnotherProcess(cwd: string, keyPrefix: string, step: { get: string } | { set: string; body: string } | { updateTags: string[] }): Promise<string> {
  const program = `
    const { default: handler } = await import(${JSON.stringify(HANDLER_MODULE)})
    const step = JSON.parse(process.env.STEP)
    await handler.refreshTags()
    let answer
    if (step.get) {
      const found = await handler.get(step.get, [])
      answer = found ? await new Response(found.value).text() : 'miss'
    } else if (step.set) {
      const value = new Response(step.body).body
      await handler.set(step.set, Promise.resolve({ value, tags: ['blog'], stale: 300, timestamp: Date.now(), revalidate: 900, expire: 3600 }))
      answer = 'stored'
    } else {
      await handler.updateTags(step.updateTags)
      answer = 'expired'
    }
    process.stdout.write(answer)
    process.exit(0)
  `
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', program], {
      cwd,
      env: { ...process.env, REDIS_URL, REDIS_KEY_PREFIX: keyPrefix, STEP: JSON.stringify(step), NEXT_PHASE: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`the other process exited with ${code}`))))
  })
}

async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/**
 * A TCP relay to Redis that a test can freeze (connections stay open, answers are held back until
 * it thaws) or stop (connections cut, nothing listens) and start again on the same port.
 */
async function redisProxy(target: string) {
  const { hostname, port: targetPort } = new URL(target)
  const sockets = new Set<net.Socket>()
  const held: { to: net.Socket; data: Buffer }[] = []
  let frozen = false
  const server = net.createServer((downstream) => {
    const upstream = net.connect({ host: hostname, port: Number(targetPort || 6379) })
    sockets.add(downstream).add(upstream)
    downstream.on('data', (data: Buffer) => upstream.write(data))
    upstream.on('data', (data: Buffer) => (frozen ? held.push({ to: downstream, data }) : downstream.write(data)))
    const close = () => {
      for (const socket of [downstream, upstream]) {
        socket.destroy()
        sockets.delete(socket)
      }
    }
    downstream.on('error', close).on('close', close)
    upstream.on('error', close).on('close', close)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  return {
    url: `redis://127.0.0.1:${port}`,
    freeze() {
      frozen = true
    },
    thaw() {
      frozen = false
      for (const { to, data } of held.splice(0)) if (!to.destroyed) to.write(data)
    },
    async stop() {
      for (const socket of sockets) socket.destroy()
      if (server.listening) await new Promise((resolve) => server.close(resolve))
    },
    async start() {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    },
  }
}
