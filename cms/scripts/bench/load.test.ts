import { describe, expect, it } from 'vitest'
import { medianOf } from './load'

const run = (reqPerSec: number, p99Ms: number, failures = 0) => ({ url: 'http://127.0.0.1:3290/', reqPerSec, p99Ms, failures })

describe('medianOf', () => {
  it('keeps the middle rate and p99 of the rounds, each on its own', () => {
    expect(medianOf([run(1_000, 90), run(1_400, 40), run(1_200, 60)])).toEqual(run(1_200, 60))
    expect(medianOf([run(900, 30), run(1_300, 80), run(1_100, 50)])).toEqual(run(1_100, 50))
  })

  it('averages the two middle rounds of an even number', () => {
    expect(medianOf([run(100, 10), run(300, 30)])).toEqual(run(200, 20))
  })

  it('counts the failures of every round, so one bad round fails the target', () => {
    expect(medianOf([run(1_000, 50), run(1_000, 50, 3), run(1_000, 50, 2)]).failures).toBe(5)
  })

  it('leaves a round without answers out of the p99, and keeps its failures', () => {
    const result = medianOf([run(0, NaN, 32), run(1_000, 50), run(1_000, 70)])
    expect(result.p99Ms).toBe(60)
    expect(result.failures).toBe(32)
  })
})
