import { describe, expect, it } from 'vitest'
import { carriesCommandKey, commandKey } from './commandKey'

const SECRET = 'a-secret-both-processes-read'

describe('the key a command shows a running server', () => {
  it('is the same for the same secret, and another for another secret', () => {
    expect(commandKey(SECRET)).toBe(commandKey(SECRET))
    expect(commandKey('another-secret')).not.toBe(commandKey(SECRET))
  })

  it('never shows the secret itself', () => {
    expect(commandKey(SECRET)).not.toContain(SECRET)
  })

  it('is accepted only as a Bearer token made from the same secret', () => {
    const key = commandKey(SECRET)
    expect(carriesCommandKey(`Bearer ${key}`, SECRET)).toBe(true)
    for (const header of [
      null,
      '',
      'Bearer ',
      'Bearer',
      key,
      `Basic ${key}`,
      `bearer${key}`,
      `Bearer ${key} `,
      `Bearer ${key}\u0000`,
      `Bearer ${key.slice(0, -1)}`,
      `Bearer ${commandKey('another-secret')}`,
      `Bearer ${SECRET}`,
      `Bearer ${'k'.repeat(100_000)}`,
    ]) {
      expect(carriesCommandKey(header, SECRET), String(header).slice(0, 60)).toBe(false)
    }
  })
})
