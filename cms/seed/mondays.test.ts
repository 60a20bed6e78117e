import { describe, expect, it } from 'vitest'
import { recentMondays } from './mondays'
import { DAY, WEEK } from './time'

const iso = (dates: Date[]) => dates.map((date) => date.toISOString())

describe('recentMondays', () => {
  it('counts today when today is a Monday, at any hour', () => {
    expect(iso(recentMondays(1, new Date('2026-03-02T00:00:00Z')))).toEqual(['2026-03-02T00:00:00.000Z'])
    expect(iso(recentMondays(1, new Date('2026-03-02T23:59:59Z')))).toEqual(['2026-03-02T00:00:00.000Z'])
  })

  it('goes back to the last Monday on any other day', () => {
    expect(iso(recentMondays(1, new Date('2026-03-03T08:00:00Z')))).toEqual(['2026-03-02T00:00:00.000Z'])
    expect(iso(recentMondays(1, new Date('2026-03-08T23:00:00Z')))).toEqual(['2026-03-02T00:00:00.000Z'])
  })

  it('uses the UTC day, not the local one', () => {
    // Sunday evening in New York is already Monday in UTC.
    expect(iso(recentMondays(1, new Date('2026-03-08T20:30:00-05:00')))).toEqual(['2026-03-09T00:00:00.000Z'])
  })

  it('steps back one week at a time, across month and year ends', () => {
    expect(iso(recentMondays(4, new Date('2026-01-14T10:00:00Z')))).toEqual([
      '2026-01-12T00:00:00.000Z',
      '2026-01-05T00:00:00.000Z',
      '2025-12-29T00:00:00.000Z',
      '2025-12-22T00:00:00.000Z',
    ])
  })

  it('gives only Mondays, newest first', () => {
    const mondays = recentMondays(12)
    expect(mondays).toHaveLength(12)
    expect(mondays.every((date) => date.getUTCDay() === 1)).toBe(true)
    expect(mondays.every((date, i) => i === 0 || date < mondays[i - 1]!)).toBe(true)
    // Within the last week (noon may still be ahead when today is Monday).
    expect(Date.now() - mondays[0]!.getTime()).toBeLessThan(WEEK)
    expect(mondays[0]!.getTime() - Date.now()).toBeLessThanOrEqual(DAY / 2)
  })

  it('gives nothing for a count of zero', () => {
    expect(recentMondays(0)).toEqual([])
  })
})
