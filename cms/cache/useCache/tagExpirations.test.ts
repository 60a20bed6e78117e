import { describe, expect, it } from 'vitest'
import { invalidation, TagExpirations } from './tagExpirations.mjs'

function expirations(...updates: [string[], { expire?: number } | undefined, number][]): TagExpirations {
  const tags = new TagExpirations()
  for (const [list, durations, at] of updates) tags.merge(invalidation(list, durations, at))
  return tags
}

describe('tag expirations', () => {
  it('expire, without durations, the entries created at or before the moment', () => {
    const tags = expirations([['albums'], undefined, 1000])
    expect(tags.freshness(['albums'], 999, 2000)).toBe('expired')
    expect(tags.freshness(['albums'], 1000, 2000)).toBe('expired')
    expect(tags.freshness(['albums'], 1001, 2000)).toBe('fresh')
    expect(tags.freshness(['blog'], 999, 2000)).toBe('fresh')
  })

  it('expire at once with an expire of 0 (revalidateTag(tag, { expire: 0 }))', () => {
    const tags = expirations([['albums'], { expire: 0 }, 1000])
    expect(tags.freshness(['albums'], 999, 1000)).toBe('expired')
  })

  it('mark older entries stale until the deadline durations give, then expired', () => {
    const tags = expirations([['albums'], { expire: 60 }, 1000])
    expect(tags.freshness(['albums'], 999, 1000)).toBe('stale')
    expect(tags.freshness(['albums'], 999, 60_999)).toBe('stale')
    expect(tags.freshness(['albums'], 999, 61_000)).toBe('expired')
    expect(tags.freshness(['albums'], 1001, 61_000)).toBe('fresh')
  })

  it('mark older entries stale with no deadline when durations have no expire', () => {
    const tags = expirations([['albums'], {}, 1000])
    expect(tags.freshness(['albums'], 999, Number.MAX_SAFE_INTEGER)).toBe('stale')
  })

  it('keep an outright expiry when a soft one follows', () => {
    const tags = expirations([['albums'], undefined, 1000], [['albums'], { expire: 3600 }, 2000])
    expect(tags.freshness(['albums'], 999, 2000)).toBe('expired')
    expect(tags.freshness(['albums'], 1500, 2000)).toBe('stale')
  })

  it('keep the later time when an older record arrives after a newer one', () => {
    const tags = expirations([['albums'], undefined, 2000], [['albums'], undefined, 1000])
    expect(tags.freshness(['albums'], 1500, 3000)).toBe('expired')
  })

  it("answer Next's getExpiration with the latest expiry that has taken effect", () => {
    const tags = expirations([['a'], undefined, 1000], [['b'], undefined, 3000], [['c'], { expire: 10 }, 5000])
    expect(tags.expiration(['a', 'b'], 6000)).toBe(3000)
    expect(tags.expiration(['c'], 6000)).toBe(0)
    expect(tags.expiration(['c'], 15_000)).toBe(5000)
    expect(tags.expiration(['unknown'], 6000)).toBe(0)
  })
})
