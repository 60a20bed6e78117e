import { describe, expect, it } from 'vitest'
import { clientAddress } from './clientAddress'

const headers = (xff?: string) => new Headers(xff ? { 'x-forwarded-for': xff } : {})

describe('clientAddress', () => {
  it('with no proxy, takes the last hop (the socket, or what the client sent)', () => {
    expect(clientAddress(headers('9.9.9.9'), {})).toBe('9.9.9.9')
    expect(clientAddress(headers('1.1.1.1, 9.9.9.9'), {})).toBe('9.9.9.9')
  })
  it('behind trusted proxies, takes the hop the outermost proxy saw', () => {
    expect(clientAddress(headers('6.6.6.6, 1.2.3.4, 10.0.0.2'), { TRUSTED_PROXY_COUNT: '2' })).toBe('1.2.3.4')
    expect(clientAddress(headers('6.6.6.6, 1.2.3.4'), { TRUSTED_PROXY_COUNT: '1' })).toBe('1.2.3.4')
  })
  it('is "unknown" without any address', () => {
    expect(clientAddress(headers(), {})).toBe('unknown')
  })
})
