import { describe, expect, it } from 'vitest'
import { listedPage, parsePageNumber } from './pageNumber'

describe('the page number of a list page’s address', () => {
  it('reads plain whole page numbers only', () => {
    expect(parsePageNumber('1')).toBe(1)
    expect(parsePageNumber('12')).toBe(12)
    for (const segment of ['0', '01', '-1', '1.5', '2e3', ' 2', 'two', '', '9999999', '2%00']) expect(parsePageNumber(segment)).toBeNull()
  })
})

describe('a page of a list past its first', () => {
  const list = (pageCount: number) => ({
    reads: [] as number[],
    first: async () => ({ pageCount }),
    async read(page: number) {
      this.reads.push(page)
      return { pageCount, items: [`item on page ${page}`] }
    },
  })

  it('is read and numbered when it exists', async () => {
    const albums = list(3)
    expect(await listedPage('3', albums.first, (page) => albums.read(page))).toEqual({ page: 3, pageCount: 3, items: ['item on page 3'] })
  })

  it('is nothing, and not read, for page 1, a page past the last, or no page number', async () => {
    const albums = list(3)
    for (const segment of ['1', '4', '999999', 'two', '02']) expect(await listedPage(segment, albums.first, (page) => albums.read(page))).toBeNull()
    expect(albums.reads).toEqual([])
  })

  it('is nothing when the list shrank between the count and the read', async () => {
    expect(await listedPage('3', async () => ({ pageCount: 3 }), async () => ({ pageCount: 2 }))).toBeNull()
  })
})
