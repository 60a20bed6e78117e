import { describe, expect, it } from 'vitest'
import { findPointOperator, findUnstorable, isDatabaseInputError, isStorableId, unstorableText } from './unstorable'

describe('unstorableText', () => {
  it('accepts ordinary text, emoji and other paired surrogates', () => {
    expect(unstorableText('Hello, wörld 🎵')).toBeNull()
    expect(unstorableText('')).toBeNull()
  })
  it('refuses NUL characters and lone surrogates', () => {
    expect(unstorableText('a\u0000b')).toMatch(/NUL/)
    expect(unstorableText('a\uD800b')).toMatch(/Unicode/)
    expect(unstorableText('a\uDC00')).toMatch(/Unicode/)
    expect(unstorableText('🎵'.slice(0, 1))).toMatch(/Unicode/)
  })
})

describe('findUnstorable', () => {
  it('names the first bad value with its path, keys included', () => {
    expect(findUnstorable({ title: 'ok', tags: ['fine', 'bad\u0000'] })).toEqual({ path: 'tags.1', reason: expect.stringMatching(/NUL/) })
    expect(findUnstorable({ where: { 'ti\u0000tle': { equals: 'x' } } })?.path).toBe('where.ti\u0000tle')
    expect(findUnstorable({ a: 1, b: null, c: { d: true } })).toBeNull()
  })
  it('refuses absurd nesting instead of recursing without end', () => {
    let deep: Record<string, unknown> = {}
    for (let i = 0; i < 100; i++) deep = { x: deep }
    expect(findUnstorable(deep)?.reason).toMatch(/nested/)
  })
})

describe('isStorableId', () => {
  it.each([1, '1', '42', 2147483647, '2147483647'])('accepts %s', (id) => expect(isStorableId(id)).toBe(true))
  it.each(['99999999999999999999', 2147483648, '1.5', 1.5, '-1', '0', 0, '', '01', 'abc', null, undefined, {}])('refuses %s', (id) =>
    expect(isStorableId(id)).toBe(false),
  )
})

describe('isDatabaseInputError', () => {
  it('finds a data exception in the chain of causes', () => {
    expect(isDatabaseInputError({ code: '22003' })).toBe(true)
    expect(isDatabaseInputError(new Error('query failed', { cause: Object.assign(new Error('out of range'), { code: '22P02' }) }))).toBe(true)
    expect(isDatabaseInputError({ originalError: new Error('query failed', { cause: { code: '2201X' } }) })).toBe(true)
  })
  it('leaves other failures alone', () => {
    expect(isDatabaseInputError({ code: '23505' })).toBe(false)
    expect(isDatabaseInputError(new Error('boom'))).toBe(false)
    expect(isDatabaseInputError(null)).toBe(false)
  })
})

describe('findPointOperator', () => {
  it('finds near, within and intersects anywhere in a query', () => {
    expect(findPointOperator({ title: { near: '1,2' } })).toBe('where.title.near')
    expect(findPointOperator({ or: [{ and: [{ title: { within: {} } }] }] })).toBe('where.or.0.and.0.title.within')
    expect(findPointOperator({ title: { like: 'near' } })).toBeNull()
    expect(findPointOperator(undefined)).toBeNull()
  })
})
