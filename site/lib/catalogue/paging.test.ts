import { describe, expect, it } from 'vitest'
import { album } from './fixtures'
import { ALBUMS_READ_FAILED, albumsOnShow, albumsPagePath } from './paging'

const catalogue = Array.from({ length: 30 }, (_, index) => album({ id: index + 1, title: index === 27 ? 'Late Night Static' : `Album ${index + 1}` }))
const firstPage = catalogue.slice(0, 24)

describe('albumsOnShow', () => {
  it('shows the first page and counts the whole catalogue before it is read', () => {
    const view = albumsOnShow({ albums: firstPage, total: 30, status: 'partial' }, '', 24)
    expect(view.visible).toHaveLength(24)
    expect(view.available).toBe(30)
    expect(view.searchStatus).toBeNull()
  })

  it('shows more once every album is here, never more than there are', () => {
    const view = albumsOnShow({ albums: catalogue, total: 30, status: 'complete' }, '', 48)
    expect(view.visible).toHaveLength(30)
    expect(view.available).toBe(30)
  })

  it('says it is searching, without a count, until every album is here', () => {
    const view = albumsOnShow({ albums: firstPage, total: 30, status: 'loading' }, 'late night', 24)
    expect(view.searchStatus).toBe('Searching every album…')
    expect(view.visible).toHaveLength(0)
    expect(view.available).toBe(0)
  })

  it('finds an album beyond the first page once every album is read', () => {
    const view = albumsOnShow({ albums: catalogue, total: 30, status: 'complete' }, 'late night', 24)
    expect(view.visible.map((a) => a.title)).toEqual(['Late Night Static'])
    expect(view.searchStatus).toBe('1 result for "late night"')
  })

  it('says so when the catalogue could not be read', () => {
    expect(albumsOnShow({ albums: firstPage, total: 30, status: 'failed' }, 'x', 24).searchStatus).toBe(ALBUMS_READ_FAILED)
  })
})

describe('albumsPagePath', () => {
  it('puts the first page at /albums and the others under /albums/page', () => {
    expect(albumsPagePath(1)).toBe('/albums')
    expect(albumsPagePath(2)).toBe('/albums/page/2')
    expect(albumsPagePath(40)).toBe('/albums/page/40')
  })
})
