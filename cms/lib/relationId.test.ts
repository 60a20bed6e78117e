import { describe, expect, it } from 'vitest'
import { relationId } from './relationId'

describe('relationId', () => {
  it('reads an id, a numeric string, or a populated document', () => {
    expect(relationId(7)).toBe(7)
    expect(relationId('7')).toBe(7)
    expect(relationId({ id: 7, name: 'x' })).toBe(7)
  })
  it('is null for nothing or for something that is no id', () => {
    for (const value of [null, undefined, '', 'abc', {}, { id: null }]) expect(relationId(value)).toBeNull()
  })
})
