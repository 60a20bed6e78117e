import { describe, expect, it } from 'vitest'
import { parsePageNumber } from './pageNumber'

describe('the page number of a list page’s address', () => {
  it('reads plain whole page numbers only', () => {
    expect(parsePageNumber('1')).toBe(1)
    expect(parsePageNumber('12')).toBe(12)
    for (const segment of ['0', '01', '-1', '1.5', '2e3', ' 2', 'two', '', '9999999', '2%00']) expect(parsePageNumber(segment)).toBeNull()
  })
})
