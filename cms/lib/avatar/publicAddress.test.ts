import { describe, expect, it } from 'vitest'
import { isPublicAddress } from './publicAddress'

describe('isPublicAddress', () => {
  it('accepts addresses on the public internet', () => {
    for (const address of ['93.184.215.14', '8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '2a00:1450:4001:82a::200e', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(address), address).toBe(true)
    }
  })

  it('refuses this machine, private, shared, link-local, reserved and mapped forms of them', () => {
    for (const address of [
      '127.0.0.1',
      '127.1.2.3',
      '0.0.0.0',
      '10.0.0.1',
      '100.64.0.1',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '198.18.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'ff02::1',
      '64:ff9b::7f00:1',
      '2001:db8::1',
      '2002:7f00:1::1',
      '2001:0:4136:e378::1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false)
    }
  })

  it('refuses what is not an address', () => {
    for (const value of ['', 'localhost', 'example.com', '1.2.3', '::g']) expect(isPublicAddress(value), value).toBe(false)
  })
})
