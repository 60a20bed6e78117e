import { describe, expect, it } from 'vitest'
import { bytesPerSecond, cpuThrottling, networkConditions, PHONE } from './phoneProfile'

describe('the phone profile', () => {
  it('turns 1.6 Mbit/s into the 200,000 bytes per second DevTools takes', () => {
    expect(bytesPerSecond(1.6)).toBe(200_000)
  })

  it('throttles the network both ways with a 150 ms round trip', () => {
    expect(networkConditions(PHONE)).toEqual({ offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 200_000 })
  })

  it('slows the CPU four times', () => {
    expect(cpuThrottling(PHONE)).toEqual({ rate: 4 })
  })
})
