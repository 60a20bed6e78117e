import { describe, expect, it } from 'vitest'
import { findUnstorable, findUnsupportedCondition, isDatabaseInputError, isStorableId, unstorableText, type FieldKinds } from './unstorable'

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
  it('finds a value too long for an index (program limit exceeded)', () => {
    expect(isDatabaseInputError(new Error('query failed', { cause: Object.assign(new Error('index row size exceeds maximum'), { code: '54000' }) }))).toBe(true)
  })
  it('leaves other failures alone', () => {
    expect(isDatabaseInputError({ code: '23505' })).toBe(false)
    expect(isDatabaseInputError(new Error('boom'))).toBe(false)
    expect(isDatabaseInputError(null)).toBe(false)
  })
})

describe('findUnsupportedCondition', () => {
  const path = (where: unknown, kinds?: FieldKinds) => findUnsupportedCondition(where, kinds)?.path ?? null

  it('finds near, within, intersects and all anywhere in a query', () => {
    expect(path({ title: { near: '1,2' } })).toBe('where.title.near')
    expect(path({ or: [{ and: [{ title: { within: 'x' } }] }] })).toBe('where.or.0.and.0.title.within')
    expect(findUnsupportedCondition({ AND: [{ title: { all: ['a'] } }] })).toEqual({ path: 'where.AND.0.title.all', reason: expect.stringMatching(/use in/) })
    expect(path({ title: { like: 'near' } })).toBeNull()
    expect(path(undefined)).toBeNull()
  })
  it('wants one value per operator, a list for in and not_in, and objects of conditions', () => {
    expect(path({ artist: { equals: { relationTo: 'artists', value: 1 } } })).toBe('where.artist.equals')
    expect(path({ title: { like: ['a'] } })).toBe('where.title.like')
    expect(path({ artist: { in: [{ a: 1 }] } })).toBe('where.artist.in')
    expect(path({ title: 'x' })).toBe('where.title')
    expect(path({ or: 'x' })).toBe('where.or')
    expect(path({ or: ['x'] })).toBe('where.or.0')
    expect(path('str')).toBe('where')
    expect(path({ id: { in: [1, '2'] }, slug: { in: 'a,b' }, publishedAt: { less_than: new Date() }, parent: { exists: false, equals: null } })).toBeNull()
  })
  it('refuses matching text against a whole rich-text field, but not a path inside it', () => {
    const richText = { whole: new Set(['content']) }
    expect(path({ content: { like: 'x' } }, richText)).toBe('where.content.like')
    expect(path({ content: { contains: 'x' } }, richText)).toBe('where.content.contains')
    expect(path({ 'content.root.type': { like: 'x' } }, richText)).toBeNull()
    expect(path({ content: { exists: true } }, richText)).toBeNull()
  })

  describe("refuses a value the database cannot read as its field's type", () => {
    const kinds: FieldKinds = {
      integers: new Set(['id', 'artist']),
      dates: new Set(['publishedAt']),
      booleans: new Set(['isActive']),
      options: new Map([['role', ['admin', 'user']]]),
    }
    const reason = (where: unknown) => findUnsupportedCondition(where, kinds)?.reason ?? null

    it.each([
      [{ id: { equals: 99_999_999_999 } }, 'where.id.equals'],
      [{ id: { greater_than: '1e400' } }, 'where.id.greater_than'],
      [{ id: { in: '1,2,abc' } }, 'where.id.in'],
      [{ artist: { not_in: [1, 2.5] } }, 'where.artist.not_in'],
      [{ or: [{ artist: { equals: true } }] }, 'where.or.0.artist.equals'],
      [{ publishedAt: { less_than: 'next tuesday' } }, 'where.publishedAt.less_than'],
      [{ publishedAt: { greater_than: '-200000-01-01' } }, 'where.publishedAt.greater_than'],
      [{ publishedAt: { equals: '99999-01-01' } }, 'where.publishedAt.equals'],
      [{ isActive: { equals: 'maybe' } }, 'where.isActive.equals'],
      [{ isActive: { in: [true, 2] } }, 'where.isActive.in'],
      [{ role: { equals: 'superuser' } }, 'where.role.equals'],
      [{ role: { in: ['admin', '%ZZ'] } }, 'where.role.in'],
    ])('%j at %s', (where, at) => {
      expect(path(where, kinds)).toBe(at)
    })

    it('says what the field takes', () => {
      expect(reason({ id: { equals: '-2147483649' } })).toBe('must be a whole number from -2147483648 to 2147483647')
      expect(reason({ publishedAt: { equals: 'soon' } })).toBe('must be a date, such as 2026-11-16')
      expect(reason({ role: { equals: 'root' } })).toBe('must be one of admin, user')
      expect(reason({ isActive: { not_equals: 'maybe' } })).toBe('must be true or false')
    })

    it('takes values of the type, none, and operators that compare nothing', () => {
      const fine = {
        id: { in: '1,2,3', greater_than: 0, not_equals: -1 },
        artist: { equals: '42', in: [1, '2'], not_equals: 'null', exists: true },
        publishedAt: { less_than: '2026-11-16T10:00:00.000Z', greater_than: new Date(), not_equals: 1_700_000_000_000, equals: null, greater_than_equal: '9999-12-31' },
        role: { in: 'admin,user', not_equals: 'admin', like: 'adm' },
        isActive: { equals: true, not_equals: 'false', in: 'true,FALSE' },
        title: { equals: 'anything' },
        'artist.name': { equals: 'not an id' },
      }
      expect(path(fine, kinds)).toBeNull()
    })
  })
})
