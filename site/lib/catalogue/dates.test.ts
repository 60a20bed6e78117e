import { afterEach, describe, expect, it } from 'vitest'
import { formatDate, isoDate } from './dates'

afterEach(() => {
  delete process.env.RELEASE_TIMEZONE
})

// 00:00 of Monday November 30 in Berlin, where RELEASE_TIMEZONE=Europe/Berlin stores a bare day.
const BERLIN_MONDAY = '2026-11-29T23:00:00.000Z'

describe('formatDate', () => {
  it('formats in UTC by default so a Monday stays a Monday', () => {
    expect(formatDate('2025-03-03T00:00:00.000Z')).toBe('March 3, 2025')
  })
  it("shows the day in the collective's zone (RELEASE_TIMEZONE)", () => {
    process.env.RELEASE_TIMEZONE = 'Europe/Berlin'
    expect(formatDate(BERLIN_MONDAY)).toBe('November 30, 2026')
    expect(formatDate(BERLIN_MONDAY, 'UTC')).toBe('November 29, 2026')
  })
  it('gives null for missing or invalid dates', () => {
    expect(formatDate(null)).toBeNull()
    expect(formatDate('not a date')).toBeNull()
  })
})

describe('isoDate', () => {
  it('keeps the date part in UTC', () => {
    expect(isoDate('2025-03-03T00:00:00.000Z')).toBe('2025-03-03')
    expect(isoDate(undefined)).toBeUndefined()
    expect(isoDate('soon')).toBeUndefined()
  })
  it("gives the day in the collective's zone, east and west of UTC", () => {
    process.env.RELEASE_TIMEZONE = 'Europe/Berlin'
    expect(isoDate(BERLIN_MONDAY)).toBe('2026-11-30')
    process.env.RELEASE_TIMEZONE = 'America/Los_Angeles'
    expect(isoDate('2026-11-30T07:59:59.000Z')).toBe('2026-11-29')
    expect(isoDate('2026-11-30T08:00:00.000Z')).toBe('2026-11-30')
  })
})
