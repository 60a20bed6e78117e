import { describe, expect, it } from 'vitest'
import { nextHostname } from './nextHostname'

describe('nextHostname', () => {
  it('names every loopback address as Next’s proxy does: localhost', () => {
    for (const hostname of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost']) expect(nextHostname(hostname), hostname).toBe('localhost')
  })
  it('keeps any other address, and none', () => {
    expect(nextHostname('0.0.0.0')).toBe('0.0.0.0')
    expect(nextHostname('10.0.0.7')).toBe('10.0.0.7')
    expect(nextHostname('machinesoul.example')).toBe('machinesoul.example')
    expect(nextHostname('1270.0.0.1')).toBe('1270.0.0.1')
    expect(nextHostname(undefined)).toBeUndefined()
  })
})
