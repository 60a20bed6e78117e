import { describe, expect, it } from 'vitest'
import { median, percentile } from './median'

describe('median', () => {
  it('keeps the middle of an odd number, in any order', () => {
    expect(median([900, 650, 700, 1_200, 680])).toBe(700)
  })

  it('averages the two middle values of an even number', () => {
    expect(median([1, 4, 2, 3])).toBe(2.5)
  })

  it('leaves failed measurements (NaN) out, and is NaN when nothing was measured', () => {
    expect(median([NaN, 5, 7, NaN, 6])).toBe(6)
    expect(median([NaN])).toBeNaN()
    expect(median([])).toBeNaN()
  })
})

describe('percentile', () => {
  it('answers the nearest-rank value: the 99th of 100 values is the 99th smallest', () => {
    const values = Array.from({ length: 100 }, (_, index) => 100 - index)
    expect(percentile(values, 99)).toBe(99)
    expect(percentile(values, 100)).toBe(100)
    expect(percentile(values, 50)).toBe(50)
  })

  it('is the largest value of a few, so one slow answer among 50 shows in the p99', () => {
    expect(percentile([...Array.from({ length: 49 }, () => 10), 400], 99)).toBe(400)
  })

  it('is NaN without values', () => {
    expect(percentile([], 99)).toBeNaN()
  })
})
