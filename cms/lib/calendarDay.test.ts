import { describe, expect, it } from 'vitest'
import { calendarDay } from './calendarDay'

describe('calendarDay', () => {
  it('answers 00:00 UTC of a real day', () => {
    expect(calendarDay('2026-11-30')).toBe(Date.UTC(2026, 10, 30))
    expect(calendarDay('2028-02-29')).toBe(Date.UTC(2028, 1, 29))
  })

  it('refuses days no calendar has and anything that is not a bare day', () => {
    for (const text of ['2026-02-30', '2027-02-29', '2026-13-01', '2026-11-30T00:00:00Z', '2026-1-3', ' 2026-11-30', '']) {
      expect(calendarDay(text), text).toBeNull()
    }
  })
})
