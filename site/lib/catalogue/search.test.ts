import { describe, expect, it } from 'vitest'
import { album } from './fixtures'
import { filterAlbums, filterByName, resultCountText } from './search'

const albums = [
  album({ id: 1, title: 'Signals from the Quiet Hour', featuredArtist: 'Aurora Circuit' }),
  album({ id: 2, title: 'Overclocked Hearts', featuredArtist: 'Voltage Choir' }),
  album({ id: 3, title: 'Weights and Measures' }),
]

describe('filterAlbums', () => {
  it('matches the title ignoring case', () => {
    expect(filterAlbums(albums, 'QUIET').map((a) => a.id)).toEqual([1])
  })
  it('matches the artist name, including the collective for uncredited albums', () => {
    expect(filterAlbums(albums, 'voltage').map((a) => a.id)).toEqual([2])
    expect(filterAlbums(albums, 'collective').map((a) => a.id)).toEqual([3])
  })
  it('returns everything for a blank query and nothing for a miss', () => {
    expect(filterAlbums(albums, '  ')).toHaveLength(3)
    expect(filterAlbums(albums, 'polka')).toEqual([])
  })
})

describe('filterByName', () => {
  it('matches part of a name ignoring case', () => {
    expect(filterByName([{ name: 'Null Pointer' }, { name: 'Tidal Lattice' }], 'POINT')).toEqual([{ name: 'Null Pointer' }])
  })
})

describe('resultCountText', () => {
  it('uses the singular for one result', () => {
    expect(resultCountText(1, 'night')).toBe('1 result for "night"')
  })
  it('uses the plural otherwise and trims the query', () => {
    expect(resultCountText(0, ' x ')).toBe('0 results for "x"')
    expect(resultCountText(3, 'night')).toBe('3 results for "night"')
  })
})
