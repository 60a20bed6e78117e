import { describe, expect, it } from 'vitest'
import { isoDateSchema } from './date'

describe('isoDateSchema', () => {
  const schema = isoDateSchema('Not a date')

  it.each(['2026-11-16', '2024-02-29', ' 2026-11-16 '])('keeps the bare day %j for the collection to place in the collective zone', (text) => {
    expect(schema.parse(text)).toBe(text.trim())
  })

  it.each(['2026-11-16T10:00', '2026-11-16T10:00:00.000Z', '2026-11-16T23:59:59+01:00'])('reads %j as an ISO timestamp', (text) => {
    expect(schema.parse(text)).toBe(new Date(text).toISOString())
  })

  it('takes a Date as it is', () => {
    expect(schema.parse(new Date('2026-11-16T10:00:00Z'))).toBe('2026-11-16T10:00:00.000Z')
  })

  // new Date() reads each of these as some other day, which was then stored.
  it.each(['2026-02-30', '2026-02-29', '2026-04-31T10:00:00Z', '2026-13-01', '2026-11-16T24:00', '2026-1-5', '5', '0', 'March 3', 'next tuesday', '', '0001-01-01', '0000-01-01', '0999-12-31'])(
    'refuses %j with its message',
    (text) => {
      const result = schema.safeParse(text)
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]?.message).toBe('Not a date')
    },
  )

  it.each([42, null, {}])('refuses %j, no text or Date, with its message', (value) => {
    expect(schema.safeParse(value).error?.issues[0]?.message).toBe('Not a date')
  })
})
