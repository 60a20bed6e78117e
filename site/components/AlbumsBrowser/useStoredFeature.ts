'use client'

import { useLayoutEffect } from 'react'
import { FEATURED_ALBUM_KEY, parseStoredAlbum } from '../../lib/catalogue/featuredStorage'
import type { Album } from '../../lib/read/types'

/**
 * SPEC §2 /albums: an album that /artists left in session storage is featured once, then removed.
 * A value that does not parse is logged and ignored (and removed, so it is not met again). Read
 * before the first paint: the latest album never shows for a frame in its place.
 */
export function useStoredFeature(onFound: (album: Album) => void) {
  useLayoutEffect(() => {
    const stored = sessionStorage.getItem(FEATURED_ALBUM_KEY)
    if (stored === null) return
    sessionStorage.removeItem(FEATURED_ALBUM_KEY)
    const album = parseStoredAlbum(stored)
    if (album) onFound(album)
    else console.warn(`Ignoring an unreadable featured album in session storage (${FEATURED_ALBUM_KEY}).`)
  }, [onFound])
}
