'use client'

import { clsx } from 'clsx'
import { albumPath } from '../../lib/catalogue/albumPath'
import { isoDate } from '../../lib/catalogue/dates'
import type { Album } from '../../lib/read/types'
import { ALBUM_CARD_SIZES } from '../../styles/coverSizes'
import { ButtonLink } from '../Button/Button'
import { CoverImage } from '../CoverImage/CoverImage'
import { ListenOnSpotify } from '../ListenOnSpotify/ListenOnSpotify'
import { ShareButton } from '../ShareButton/ShareButton'
import styles from './AlbumCard.module.css'
import { albumDisplay } from './albumDisplay'

type Props = {
  album: Album
  /** The album's artist record (signed-in home pairs them by the artist relation); else featuredArtist. */
  artist?: { name: string } | null
  featured?: boolean
  /** Makes the card a button that features this album. */
  onSelect?: (album: Album) => void
}

/** One album: cover, title, artist, blurb, release date, its page, Spotify and share (SPEC §2 "Album card"). */
export function AlbumCard({ album, artist, featured = false, onSelect }: Props) {
  const shown = albumDisplay(album, artist?.name)
  return (
    <article className={clsx(styles.card, featured && styles.featured, onSelect && styles.selectable)}>
      {featured && <span className={styles.badge}>Featured</span>}
      <CoverImage src={shown.cover} alt={`Cover of ${album.title}`} sizes={ALBUM_CARD_SIZES} />
      <div className={styles.body}>
        {/* dir="auto": a title in Arabic or Hebrew starts at the right edge. */}
        <h3 className={styles.title} dir="auto">
          {album.title}
        </h3>
        {onSelect && (
          // The whole card is this button's face; headings keep to the title alone.
          <button className={styles.selectButton} type="button" aria-pressed={featured} aria-label={`Feature ${album.title}`} onClick={() => onSelect(album)} />
        )}
        <p className={styles.artist}>{shown.artist}</p>
        {shown.released && (
          <p className={styles.meta}>
            Released <time dateTime={isoDate(album.releaseDate)}>{shown.released}</time>
          </p>
        )}
        <p className={styles.description}>{shown.description}</p>
      </div>
      <div className={styles.actions}>
        <ButtonLink href={albumPath(album)} $variant="ghost" $size="sm" aria-label={`Album page: ${album.title}`}>
          Album page
        </ButtonLink>
        {album.spotifyUrl && (
          <ListenOnSpotify href={album.spotifyUrl} name={album.title} />
        )}
        <ShareButton {...shown.share} />
      </div>
    </article>
  )
}
