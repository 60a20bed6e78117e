import { describe, expect, it } from 'vitest'
import type { StoredEntry } from './entryStore.mjs'
import { memoryStore } from './memoryStore.mjs'

const HOUR = 60 * 60 * 1000

function entryOf(bytes: number): StoredEntry {
  return { tags: [], stale: 300, timestamp: 0, wallOffset: 0, revalidate: 900, expire: 3600, value: new Uint8Array(bytes).fill(7) }
}

async function kept(store: ReturnType<typeof memoryStore>, keys: string[]): Promise<string[]> {
  const found: string[] = []
  for (const key of keys) if (await store.read(key)) found.push(key)
  return found
}

describe('the memory store of use-cache entries', () => {
  // Keys of one character: each entry counts its 300 bytes and 2 for its key.
  const budget = 1000

  it('keeps entries up to its budget, dropping the least recently used first', async () => {
    const store = memoryStore({ maxBytes: budget, clock: () => 0 })
    for (const key of ['a', 'b', 'c']) await store.write(key, entryOf(300), HOUR)
    await store.read('a')
    await store.write('d', entryOf(300), HOUR)
    expect(await kept(store, ['a', 'b', 'c', 'd'])).toEqual(['a', 'c', 'd'])
  })

  it('never holds more than its budget, however many keys come', async () => {
    const store = memoryStore({ maxBytes: budget, clock: () => 0 })
    const keys = Array.from({ length: 500 }, (_, n) => `key-${n}`)
    for (const key of keys) await store.write(key, entryOf(100), HOUR)
    const found = await kept(store, keys)
    expect(found.length).toBeGreaterThan(0)
    expect(found.length * 100).toBeLessThanOrEqual(budget)
    expect(found).toEqual(keys.slice(-found.length))
  })

  it('counts a key written again once', async () => {
    const store = memoryStore({ maxBytes: budget, clock: () => 0 })
    await store.write('a', entryOf(300), HOUR)
    for (let n = 0; n < 10; n++) await store.write('b', entryOf(300), HOUR)
    expect(await kept(store, ['a', 'b'])).toEqual(['a', 'b'])
  })

  it('does not keep an entry larger than its budget, nor drop others for it', async () => {
    const store = memoryStore({ maxBytes: budget, clock: () => 0 })
    await store.write('a', entryOf(300), HOUR)
    await store.write('huge', entryOf(budget + 1), HOUR)
    expect(await kept(store, ['a', 'huge'])).toEqual(['a'])
  })

  it('counts the key: a huge key is not kept', async () => {
    const store = memoryStore({ maxBytes: budget, clock: () => 0 })
    await store.write('k'.repeat(budget), entryOf(1), HOUR)
    expect(await store.read('k'.repeat(budget))).toBeUndefined()
  })

  it('forgets an entry once its time to live has passed', async () => {
    let now = 0
    const store = memoryStore({ maxBytes: budget, clock: () => now })
    await store.write('a', entryOf(10), 1000)
    now = 999
    expect(await store.read('a')).toBeDefined()
    now = 1000
    expect(await store.read('a')).toBeUndefined()
  })

  it('hands out a copy: changing what was read does not change what is kept', async () => {
    const store = memoryStore({ maxBytes: budget, clock: () => 0 })
    await store.write('a', entryOf(10), HOUR)
    const first = await store.read('a')
    first?.value.fill(0)
    expect((await store.read('a'))?.value[0]).toBe(7)
  })
})
