import { describe, expect, it } from 'vitest'
import { MAX_CONDITIONS, MAX_LIST_VALUES, whereTooLarge } from './whereSize'

const equalsId = (id: number) => ({ id: { equals: id } })

describe('whereTooLarge', () => {
  it('lets through what the site and the admin ask', () => {
    expect(whereTooLarge(undefined)).toBeNull()
    expect(whereTooLarge({ slug: { equals: 'neon' }, isActive: { equals: true } })).toBeNull()
    expect(whereTooLarge({ or: [{ title: { like: 'neon' } }, { and: [equalsId(1), { releaseDate: { less_than_equal: '2026-12-01' } }] }] })).toBeNull()
    expect(whereTooLarge({ id: { in: Array.from({ length: MAX_LIST_VALUES }, (_, n) => n + 1) } })).toBeNull()
    expect(whereTooLarge({ or: Array.from({ length: MAX_CONDITIONS }, (_, n) => equalsId(n + 1)) })).toBeNull()
  })

  it('refuses too many conditions, however they are nested', () => {
    expect(whereTooLarge({ or: Array.from({ length: 60_000 }, (_, n) => equalsId(n + 1)) })).toMatch(/more than 100 conditions/)
    expect(whereTooLarge({ and: [{ or: Array.from({ length: MAX_CONDITIONS }, (_, n) => equalsId(n + 1)) }, equalsId(0)] })).toMatch(/more than 100 conditions/)
    expect(whereTooLarge({ id: Object.fromEntries(Array.from({ length: 101 }, (_, n) => [`op${n}`, n])) })).toMatch(/more than 100 conditions/)
  })

  it('refuses a list of too many values, as a list or as text', () => {
    expect(whereTooLarge({ id: { in: Array.from({ length: MAX_LIST_VALUES + 1 }, (_, n) => n) } })).toMatch(/more than 500 values/)
    expect(whereTooLarge({ id: { not_in: Array.from({ length: MAX_LIST_VALUES + 1 }, (_, n) => n).join(',') } })).toMatch(/more than 500 values/)
  })
})
