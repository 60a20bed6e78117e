import { describe, expect, it } from 'vitest'
import { readTextTimestamp } from './textTimestamp'

describe('readTextTimestamp', () => {
  it('reads the forms PostgreSQL writes, without a zone as UTC', () => {
    expect(readTextTimestamp('2024-02-29 10:11:12')).toEqual(new Date('2024-02-29T10:11:12Z'))
    expect(readTextTimestamp('2024-02-29T10:11:12.5')).toEqual(new Date('2024-02-29T10:11:12.500Z'))
    expect(readTextTimestamp('2024-02-29')).toEqual(new Date('2024-02-29T00:00:00Z'))
    expect(readTextTimestamp('2024-02-29 10:11:12+02')).toEqual(new Date('2024-02-29T08:11:12Z'))
    expect(readTextTimestamp('2024-02-29 10:11:12-05:30')).toEqual(new Date('2024-02-29T15:41:12Z'))
    expect(readTextTimestamp(' 2024-02-29 10:11:12Z ')).toEqual(new Date('2024-02-29T10:11:12Z'))
  })

  it('says which text is no date, and which a date out of the site range', () => {
    for (const text of ['2024-13-45', '2023-02-29', '2024-01-01 24:00:00', 'yesterday', 'now', '', '12/01/2024']) expect(readTextTimestamp(text), text).toBe('not a date')
    expect(readTextTimestamp('0999-12-31')).toBe('out of range')
    expect(readTextTimestamp('10000-01-01 00:00:00')).toBe('out of range')
  })
})
