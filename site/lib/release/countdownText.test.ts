import { describe, expect, it } from 'vitest'
import { timeLeft } from './countdownText'

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

describe('timeLeft', () => {
  it('names the two largest units', () => {
    expect(timeLeft(2 * DAY + 4 * HOUR + 5 * MINUTE)).toBe('2 days 4 hours')
    expect(timeLeft(3 * HOUR + 12 * MINUTE)).toBe('3 hours 12 minutes')
    expect(timeLeft(5 * MINUTE + 9 * SECOND)).toBe('5 minutes 9 seconds')
    expect(timeLeft(42 * SECOND)).toBe('42 seconds')
  })

  it('speaks in the singular for one', () => {
    expect(timeLeft(DAY + HOUR)).toBe('1 day 1 hour')
    expect(timeLeft(MINUTE + SECOND)).toBe('1 minute 1 second')
  })

  it('rounds a part second up, so it never shows 0 seconds before the moment', () => {
    expect(timeLeft(1)).toBe('1 second')
    expect(timeLeft(59_999)).toBe('1 minute 0 seconds')
  })

  it('is null once the moment has come', () => {
    expect(timeLeft(0)).toBeNull()
    expect(timeLeft(-5)).toBeNull()
  })
})
