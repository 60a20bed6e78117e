import { describe, expect, it } from 'vitest'
import { releaseDateToIso } from './client'

describe('releaseDateToIso', () => {
  it('keeps a day, and takes the first day of a month or a year', () => {
    expect(releaseDateToIso('2024-03-15')).toBe('2024-03-15T00:00:00.000Z')
    expect(releaseDateToIso('2024-03')).toBe('2024-03-01T00:00:00.000Z')
    expect(releaseDateToIso('2024')).toBe('2024-01-01T00:00:00.000Z')
  })
})
