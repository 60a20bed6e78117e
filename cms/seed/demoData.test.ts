import { statSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { COLLECTIVE_NAME, LIMITS } from '../constants'
import { slugify } from '../lib/slug'
import { DEMO_ALBUMS } from './content/albums'
import { DEMO_ARTISTS } from './content/artists'
import { DEMO_LYRICS } from './content/lyrics'
import { DEMO_POSTS } from './content/posts'
import { DEMO_IMAGE_SERIES, PUBLIC_DIR } from './images/demoImages'

const SPOTIFY_ID = /^[0-9A-Za-z]{22}$/
const MAX_IMAGE_BYTES = 60 * 1024

const distinct = (values: string[]) => new Set(values).size === values.length

describe('demo data', () => {
  it('includes the collective as an artist', () => {
    expect(DEMO_ARTISTS.map((artist) => artist.name)).toContain(COLLECTIVE_NAME)
  })

  it('uses distinct, well-formed Spotify ids', () => {
    const ids = [...DEMO_ARTISTS, ...DEMO_ALBUMS].map((item) => item.spotifyId)
    expect(ids.every((id) => SPOTIFY_ID.test(id))).toBe(true)
    expect(distinct(ids)).toBe(true)
  })

  it('names every album, artist and post distinctly once slugified (their images are named so)', () => {
    expect(distinct(DEMO_ALBUMS.map((album) => slugify(album.title)))).toBe(true)
    expect(distinct(DEMO_ARTISTS.map((artist) => slugify(artist.name)))).toBe(true)
    expect(distinct(Object.values(DEMO_POSTS).map((post) => slugify(post.title)))).toBe(true)
  })

  it('gives every lyric submission enough words to pass validation', () => {
    expect(DEMO_LYRICS.every((submission) => submission.lyrics.length >= LIMITS.lyricsMin)).toBe(true)
  })

  it('has a small generated image behind every image URL (else run images/generate.ts)', () => {
    for (const { url } of DEMO_IMAGE_SERIES.flat()) {
      const { size } = statSync(new URL(`.${url}`, PUBLIC_DIR))
      expect(size, url).toBeLessThan(MAX_IMAGE_BYTES)
    }
  })
})
