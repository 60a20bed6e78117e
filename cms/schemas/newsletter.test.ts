import { describe, expect, it } from 'vitest'
import { followSchema, subscribeSchema } from './newsletter'

const message = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message

describe('the artists a subscriber follows', () => {
  it.each([[0], [-1], [1.5], ['7'], [2_147_483_648], [99_999_999_999_999]])('refuses %j as an artist id with the form’s own words', (id) => {
    expect(message(subscribeSchema.safeParse({ email: 'fan@example.com', artists: [id] }))).toBe('Artists must be a list of artist ids')
    expect(message(followSchema.safeParse({ artist: id, following: true }))).toBe('artist must be an artist id')
  })

  it('takes ids up to the largest a row can have', () => {
    expect(subscribeSchema.safeParse({ email: 'fan@example.com', artists: [1, 2_147_483_647] }).success).toBe(true)
    expect(followSchema.safeParse({ artist: 2_147_483_647, following: false }).success).toBe(true)
  })
})
