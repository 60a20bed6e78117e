import { describe, expect, it } from 'vitest'
import { pickRandomIndex } from './pickRandom'

describe('pickRandomIndex', () => {
  it('has nothing to pick from an empty list', () => {
    expect(pickRandomIndex(0, () => 0.5)).toBeNull()
  })

  it('maps the random source evenly onto the indexes', () => {
    expect(pickRandomIndex(4, () => 0)).toBe(0)
    expect(pickRandomIndex(4, () => 0.25)).toBe(1)
    expect(pickRandomIndex(4, () => 0.74)).toBe(2)
    expect(pickRandomIndex(4, () => 0.999)).toBe(3)
  })

  it('stays in range even if the source returns 1', () => {
    expect(pickRandomIndex(3, () => 1)).toBe(2)
  })

  it('uses Math.random by default', () => {
    for (let i = 0; i < 50; i++) {
      const index = pickRandomIndex(5)
      expect(index).toBeGreaterThanOrEqual(0)
      expect(index).toBeLessThan(5)
    }
  })
})
