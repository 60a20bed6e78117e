'use client'

import { useRouter } from 'next/navigation'
import type { ArtistSummary } from '../../lib/catalogue/artists'
import { formatDate, isoDate } from '../../lib/catalogue/dates'
import { FEATURED_ALBUM_KEY } from '../../lib/catalogue/featuredStorage'
import type { Album } from '../../lib/read/types'
import styles from './ArtistAlbums.module.css'

/** An artist's catalogue on /artists: count, latest release, and album chips that open /albums featuring that album. */
export function ArtistAlbums({ artist }: { artist: ArtistSummary }) {
  const router = useRouter()
  const shown = artist.albums
  const rest = artist.albumCount - shown.length
  const latest = artist.latest

  const open = (album: Album) => {
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
            <button className={styles.chip} type="button" onClick={() => open(album)} aria-label={`${album.title}: feature on the albums page`}>
              {album.title}
            </button>
          </li>
        ))}
        {rest > 0 && <li className={styles.more}>+{rest} more</li>}
      </ul>
    </>
  )
}
