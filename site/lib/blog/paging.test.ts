import { describe, expect, it } from 'vitest'
import { blogPagePath } from './paging'

describe('the pages of the blog list', () => {
  it('puts the first page at /blog and the others under /blog/page', () => {
    expect(blogPagePath(1)).toBe('/blog')
    expect(blogPagePath(2)).toBe('/blog/page/2')
    expect(blogPagePath(40)).toBe('/blog/page/40')
  })
})
