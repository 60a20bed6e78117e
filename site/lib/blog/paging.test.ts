import { describe, expect, it } from 'vitest'
import { blogPagePath, parseBlogPage } from './paging'

describe('the pages of the blog list', () => {
  it('puts the first page at /blog and the others under /blog/page', () => {
    expect(blogPagePath(1)).toBe('/blog')
    expect(blogPagePath(2)).toBe('/blog/page/2')
    expect(blogPagePath(40)).toBe('/blog/page/40')
  })

  it('reads plain whole page numbers only', () => {
    expect(parseBlogPage('1')).toBe(1)
    expect(parseBlogPage('12')).toBe(12)
    for (const segment of ['0', '01', '-1', '1.5', '2e3', ' 2', 'two', '', '9999999', '2%00']) expect(parseBlogPage(segment)).toBeNull()
  })
})
