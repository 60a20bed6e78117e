import { describe, expect, it } from 'vitest'
import { formatLongDate, rfc822Date } from './dates'

describe('formatLongDate', () => {
  it('writes the weekday, month, day and year in UTC', () => {
    expect(formatLongDate('2026-11-16T23:30:00.000Z')).toBe('Monday, November 16, 2026')
  })
  it("writes the day in the collective's zone (RELEASE_TIMEZONE)", () => {
    process.env.RELEASE_TIMEZONE = 'Asia/Tokyo'
    try {
      expect(formatLongDate('2026-11-16T23:30:00.000Z')).toBe('Tuesday, November 17, 2026')
    } finally {
      delete process.env.RELEASE_TIMEZONE
    }
  })
  it('gives null for missing or invalid dates', () => {
    expect(formatLongDate(null)).toBeNull()
    expect(formatLongDate('soon')).toBeNull()
  })
})

describe('rfc822Date', () => {
  it('writes an RFC 822 date in GMT', () => {
    expect(rfc822Date('2026-11-16T10:05:00.000Z')).toBe('Mon, 16 Nov 2026 10:05:00 GMT')
  })
  it('gives null for missing dates', () => {
    expect(rfc822Date(undefined)).toBeNull()
  })
})
