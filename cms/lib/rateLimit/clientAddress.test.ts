import { describe, expect, it } from 'vitest'
import { clientAddress, connectionAddress, trustedProxyCount } from './clientAddress'

describe('connectionAddress', () => {
  it('with no trusted proxy, is the socket peer whatever X-Forwarded-For says', () => {
    expect(connectionAddress('203.0.113.7', '9.9.9.9', 0)).toBe('203.0.113.7')
    expect(connectionAddress('203.0.113.7', '', 0)).toBe('203.0.113.7')
    expect(connectionAddress('::ffff:127.0.0.1', undefined, 0)).toBe('127.0.0.1')
  })
  it('behind trusted proxies, takes the entry the outermost proxy appended', () => {
    expect(connectionAddress('10.0.0.2', '6.6.6.6, 1.2.3.4', 1)).toBe('1.2.3.4')
    expect(connectionAddress('10.0.0.3', '6.6.6.6, 1.2.3.4, 10.0.0.2', 2)).toBe('1.2.3.4')
    expect(connectionAddress('10.0.0.2', ['6.6.6.6', '1.2.3.4'], 1)).toBe('1.2.3.4')
  })
  it('behind a proxy that sent no X-Forwarded-For, falls back to the peer', () => {
    expect(connectionAddress('10.0.0.2', undefined, 1)).toBe('10.0.0.2')
    expect(connectionAddress('10.0.0.2', ' , ', 1)).toBe('10.0.0.2')
  })
  it('with fewer entries than trusted proxies, takes the leftmost', () => {
    expect(connectionAddress('10.0.0.3', '1.2.3.4', 2)).toBe('1.2.3.4')
  })
})

describe('trustedProxyCount', () => {
  it('is a non-negative whole number, 0 for anything else', () => {
    expect(trustedProxyCount({ TRUSTED_PROXY_COUNT: '1' })).toBe(1)
    expect(trustedProxyCount({})).toBe(0)
    expect(trustedProxyCount({ TRUSTED_PROXY_COUNT: '-2' })).toBe(0)
    expect(trustedProxyCount({ TRUSTED_PROXY_COUNT: 'x' })).toBe(0)
    expect(trustedProxyCount({ TRUSTED_PROXY_COUNT: '1.5' })).toBe(0)
  })
})

describe('clientAddress', () => {
  it('reads the address the server wrote, or "unknown"', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.7' }))).toBe('203.0.113.7')
    expect(clientAddress(new Headers({ 'x-forwarded-for': '' }))).toBe('unknown')
    expect(clientAddress(new Headers())).toBe('unknown')
  })
})
