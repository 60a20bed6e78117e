import { describe, expect, it } from 'vitest'
import { remainingLife } from './useCacheHandler.mjs'

const MADE = 1_800_000_000_000

describe('remainingLife', () => {
  it('hands on what is left of a read’s life, ending when it ended', () => {
    const life = remainingLife({ timestamp: MADE, revalidate: 8, expire: 309 }, MADE + 5_400)
    expect(life).toEqual({ timestamp: MADE + 5_000, revalidate: 3, expire: 304 })
    expect(life.timestamp + life.revalidate * 1000).toBe(MADE + 8_000)
  })

  it('is the whole life for a read made this second', () => {
    expect(remainingLife({ timestamp: MADE, revalidate: 60, expire: 361 }, MADE + 999)).toEqual({ timestamp: MADE, revalidate: 60, expire: 361 })
  })

  it('keeps at least a second: Next takes 0 for “render per request”', () => {
    expect(remainingLife({ timestamp: MADE, revalidate: 8, expire: 309 }, MADE + 8_000).revalidate).toBe(1)
  })
})
