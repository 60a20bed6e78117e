import type { Album } from '../read/types'

/** An album's own page (issue 14): /albums/{slug}. */
export const albumPath = (album: Pick<Album, 'slug'>): string => `/albums/${album.slug}`
