import { describe, expect, it } from 'vitest'
import { mediaFilenameIn } from './mediaFileUrl'

const SITE = 'https://machinesoul.example'

describe('mediaFilenameIn', () => {
  it('reads the file name of our paths and of our own origin, decoded', () => {
    expect(mediaFilenameIn('/cms-api/media/file/cover.png', SITE)).toBe('cover.png')
    expect(mediaFilenameIn('/cms-api/media/file/cover%20art.png', SITE)).toBe('cover art.png')
    expect(mediaFilenameIn(`${SITE}/cms-api/media/file/cover.png`, SITE)).toBe('cover.png')
    expect(mediaFilenameIn(`${SITE}/cms-api/media/file/cover.png?prefix=x#top`, SITE)).toBe('cover.png')
  })

  it('finds none in other addresses', () => {
    for (const address of [
      null,
      '',
      '/demo/cover.png',
      'https://i.scdn.co/image/abc',
      'https://elsewhere.example/cms-api/media/file/cover.png',
      '//elsewhere.example/cms-api/media/file/cover.png',
      '/cms-api/media/file/',
      '/cms-api/media/file/a/b.png',
      '/cms-api/media/file/%E0%A4%A.png',
    ]) {
      expect(mediaFilenameIn(address, SITE), String(address)).toBeNull()
    }
  })
})
