import { DEMO_ALBUMS } from '../content/albums'
import { DEMO_ARTISTS } from '../content/artists'
import { DEMO_POSTS } from '../content/posts'
import { demoImageUrl } from '../demoLinks'

export type DemoImage = { url: string; seed: string; width: number; height: number }

/** Every picture the demo content points at, series by series (covers, artists, blog). */
export const DEMO_IMAGE_SERIES: readonly (readonly DemoImage[])[] = [
  DEMO_ALBUMS.map(({ title }) => ({ url: demoImageUrl.cover(title), seed: title, width: 800, height: 800 })),
  DEMO_ARTISTS.map(({ name }) => ({ url: demoImageUrl.artist(name), seed: name, width: 400, height: 400 })),
  Object.values(DEMO_POSTS).map(({ title }) => ({ url: demoImageUrl.blog(title), seed: title, width: 1200, height: 630 })),
]

/** Where site/public is, so that a URL path maps to its file. */
export const PUBLIC_DIR = new URL('../../../site/public/', import.meta.url)
