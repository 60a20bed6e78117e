import { describe, expect, it } from 'vitest'
import { nextIndex } from './nextInOrder'

describe('nextIndex', () => {
  it('moves one step forward', () => {
    expect(nextIndex(0, 3)).toBe(1)
    expect(nextIndex(1, 3)).toBe(2)
  })

  it('wraps from the last item to the first', () => {
    expect(nextIndex(2, 3)).toBe(0)
    expect(nextIndex(0, 1)).toBe(0)
  })

  it('starts at the first item when nothing is current', () => {
    expect(nextIndex(null, 3)).toBe(0)
  })

  it('has no next item in an empty list', () => {
    expect(nextIndex(null, 0)).toBeNull()
    expect(nextIndex(2, 0)).toBeNull()
  })

  it('wraps an index left over from a longer list', () => {
    expect(nextIndex(5, 3)).toBe(0)
  })
})
