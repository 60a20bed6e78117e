import { describe, expect, it } from 'vitest'
import { formatDate, isoDate } from './dates'

describe('formatDate', () => {
  it('formats in UTC so a Monday stays a Monday', () => {
    expect(formatDate('2025-03-03T00:00:00.000Z')).toBe('March 3, 2025')
  })
  it('gives null for missing or invalid dates', () => {
    expect(formatDate(null)).toBeNull()
    expect(formatDate('not a date')).toBeNull()
  })
})

describe('isoDate', () => {
  it('keeps the date part', () => {
    expect(isoDate('2025-03-03T00:00:00.000Z')).toBe('2025-03-03')
    expect(isoDate(undefined)).toBeUndefined()
  })
})
