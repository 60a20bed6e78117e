import { describe, expect, it } from 'vitest'
import { lifeUntil } from './releaseLife'

const NOW = Date.parse('2026-11-27T12:00:00Z')

describe('lifeUntil', () => {
  it('lives until the next release, to the millisecond', () => {
    expect(lifeUntil(NOW + 90_500, NOW)).toEqual({ stale: 300, revalidate: 90.5, expire: 90.5 + 301 })
    expect(lifeUntil(NOW + 3_600_000, NOW)).toEqual({ stale: 300, revalidate: 3600, expire: 3901 })
    const life = lifeUntil(NOW + 7_937, NOW)
    expect(NOW + life.revalidate * 1000).toBe(NOW + 7_937)
  })

  it('lives at least a second, even at or past the moment', () => {
    expect(lifeUntil(NOW, NOW).revalidate).toBe(1)
    expect(lifeUntil(NOW - 5000, NOW).revalidate).toBe(1)
    expect(lifeUntil(NOW + 1, NOW).revalidate).toBe(1)
    expect(lifeUntil(NOW + 999, NOW).revalidate).toBe(1)
  })

  it('lives 30 days with nothing scheduled, or a release further off', () => {
    expect(lifeUntil(null, NOW).revalidate).toBe(30 * 86_400)
    expect(lifeUntil(NOW + 400 * 86_400_000, NOW).revalidate).toBe(30 * 86_400)
  })

  it('stays part of a prerendered page however near the release', () => {
    for (const moment of [null, NOW + 1000, NOW + 7 * 86_400_000]) {
      const life = lifeUntil(moment, NOW)
      expect(life.expire).toBeGreaterThan(life.revalidate)
      // Next renders per request what expires within 5 minutes or is staler than 5 minutes.
      expect(life.expire).toBeGreaterThanOrEqual(300)
      expect(life.stale).toBeGreaterThanOrEqual(300)
    }
  })
})
