import { expect, it } from 'vitest'
import { album } from './fixtures'
import { parseStoredAlbum } from './featuredStorage'

it('reads back a stored album', () => {
  const stored = album({ id: 4, title: 'Tidewater Protocol' })
  expect(parseStoredAlbum(JSON.stringify(stored))).toEqual(stored)
})

it('rejects unparseable or foreign values', () => {
  expect(parseStoredAlbum('{not json')).toBeNull()
  expect(parseStoredAlbum('"a string"')).toBeNull()
  expect(parseStoredAlbum('{"id":"4"}')).toBeNull()
})
