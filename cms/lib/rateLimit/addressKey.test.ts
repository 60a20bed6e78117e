import { describe, expect, it } from 'vitest'
import { addressKey } from './addressKey'

describe('addressKey', () => {
  it('counts an address under a key that does not hold it, the same whatever its case', () => {
    expect(addressKey('newsletter-address', 'secret', 'ada@example.com')).not.toContain('ada')
    expect(addressKey('newsletter-address', 'secret', 'ada@example.com')).toBe(addressKey('newsletter-address', 'secret', 'Ada@Example.com'))
    expect(addressKey('reset-address', 'secret', 'ada@example.com')).not.toBe(addressKey('newsletter-address', 'secret', 'ada@example.com'))
  })
})
