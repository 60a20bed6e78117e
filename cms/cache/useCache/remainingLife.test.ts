import { describe, expect, it } from 'vitest'
import { remainingLife } from './useCacheHandler.mjs'

const MADE = 1_800_000_000_000

describe('remainingLife', () => {
  it('hands on what is left of a read’s life, ending when it ended', () => {
    const life = remainingLife({ timestamp: MADE, revalidate: 7.937, expire: 308.937 }, MADE + 5_400)
    expect(life.timestamp).toBe(MADE + 5_400)
    expect(life.timestamp + life.revalidate * 1000).toBeCloseTo(MADE + 7_937, 6)
    expect(life.timestamp + life.expire * 1000).toBeCloseTo(MADE + 308_937, 6)
  })

  it('is the whole life for a read made just now', () => {
    expect(remainingLife({ timestamp: MADE, revalidate: 60, expire: 361 }, MADE)).toEqual({ timestamp: MADE, revalidate: 60, expire: 361 })
  })

  it('keeps at least a second: Next takes 0 for “render per request”', () => {
    expect(remainingLife({ timestamp: MADE, revalidate: 8, expire: 309 }, MADE + 8_000).revalidate).toBe(1)
  })
})
