import { describe, expect, it } from 'vitest'
import { isoDateSchema } from './date'

const schema = isoDateSchema('Must be a date')

describe('isoDateSchema', () => {
  it('keeps a bare day for the collection to place in the collective zone', () => {
    expect(schema.parse('2026-11-30')).toBe('2026-11-30')
  })
  it('stores timestamps and Dates as ISO timestamps', () => {
    expect(schema.parse('2026-11-30T10:00:00+01:00')).toBe('2026-11-30T09:00:00.000Z')
    expect(schema.parse(new Date(Date.UTC(2026, 10, 30)))).toBe('2026-11-30T00:00:00.000Z')
  })
  it('refuses what names no date, a day that does not exist included', () => {
    for (const value of ['soon', '', '2026-13-01', '2026-02-30', 42, null, {}]) {
      const result = schema.safeParse(value)
      expect(result.success, String(value)).toBe(false)
      expect(result.error?.issues[0]?.message).toBe('Must be a date')
    }
  })
})
