import { afterEach, describe, expect, it } from 'vitest'
import { releaseMoment, zonedMidnight } from './timeZone'

afterEach(() => {
  delete process.env.RELEASE_TIMEZONE
})

describe('zonedMidnight', () => {
  it('is 00:00 UTC of the day in UTC', () => {
    expect(zonedMidnight('2026-11-30', 'UTC')).toBe('2026-11-30T00:00:00.000Z')
  })

  it('follows the zone and its daylight saving', () => {
    expect(zonedMidnight('2026-11-30', 'Europe/Berlin')).toBe('2026-11-29T23:00:00.000Z')
    expect(zonedMidnight('2026-07-06', 'Europe/Berlin')).toBe('2026-07-05T22:00:00.000Z')
    expect(zonedMidnight('2026-11-30', 'America/New_York')).toBe('2026-11-30T05:00:00.000Z')
    expect(zonedMidnight('2026-11-30', 'Asia/Kolkata')).toBe('2026-11-29T18:30:00.000Z')
    // The day daylight saving starts in New York (at 02:00, so midnight exists).
    expect(zonedMidnight('2026-03-08', 'America/New_York')).toBe('2026-03-08T05:00:00.000Z')
  })

  it('leaves anything that is not a calendar day alone', () => {
    expect(zonedMidnight('2026-11-30T10:00:00Z', 'UTC')).toBeNull()
    expect(zonedMidnight('2026-02-30', 'UTC')).toBeNull()
    expect(zonedMidnight('next monday', 'UTC')).toBeNull()
  })
})

describe('releaseMoment', () => {
  it('reads RELEASE_TIMEZONE, default UTC, and keeps full timestamps', () => {
    expect(releaseMoment('2026-11-30')).toBe('2026-11-30T00:00:00.000Z')
    process.env.RELEASE_TIMEZONE = 'Europe/Berlin'
    expect(releaseMoment('2026-11-30')).toBe('2026-11-29T23:00:00.000Z')
    expect(releaseMoment('2026-11-30T09:30:00.000Z')).toBe('2026-11-30T09:30:00.000Z')
  })

  it('names a misspelt zone', () => {
    process.env.RELEASE_TIMEZONE = 'Mars/Olympus'
    expect(() => releaseMoment('2026-11-30')).toThrow(/RELEASE_TIMEZONE="Mars\/Olympus"/)
  })
})
