'use client'

import { useRouter } from 'next/navigation'
import type { MouseEvent } from 'react'
import { albumPath } from '../../lib/catalogue/albumPath'
import type { ArtistSummary } from '../../lib/catalogue/artists'
import { formatDate, isoDate } from '../../lib/catalogue/dates'
import { FEATURED_ALBUM_KEY } from '../../lib/catalogue/featuredStorage'
import type { Album } from '../../lib/read/types'
import styles from './ArtistAlbums.module.css'

/**
 * An artist's catalogue on /artists: count, latest release, and album chips that open /albums
 * featuring that album. Each chip is a link to the album's own page, where it leads without
 * scripts, and in a new tab or window.
 */
export function ArtistAlbums({ artist }: { artist: ArtistSummary }) {
  const router = useRouter()
  const shown = artist.albums
  const rest = artist.albumCount - shown.length
  const latest = artist.latest

  const open = (event: MouseEvent<HTMLAnchorElement>, album: Album) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    sessionStorage.setItem(FEATURED_ALBUM_KEY, JSON.stringify(album))
    router.push('/albums')
  }

  return (
    <>
      <dl className={styles.facts}>
        <dt>Albums</dt>
        <dd>{artist.albumCount}</dd>
        <dt>Latest release</dt>
        <dd>
          {latest?.title}
          {' · '}
          {formatDate(latest?.releaseDate) ? (
            <time dateTime={isoDate(latest?.releaseDate)}>{formatDate(latest?.releaseDate)}</time>
          ) : (
            'Date TBA'
          )}
        </dd>
      </dl>
      <ul className={styles.chips} aria-label={`Albums by ${artist.name}`}>
        {shown.map((album) => (
          <li key={album.id}>
            <a className={styles.chip} href={albumPath(album)} onClick={(event) => open(event, album)} aria-label={`${album.title}: feature on the albums page`}>
              {album.title}
            </a>
          </li>
        ))}
        {rest > 0 && <li className={styles.more}>+{rest} more</li>}
      </ul>
    </>
  )
}
