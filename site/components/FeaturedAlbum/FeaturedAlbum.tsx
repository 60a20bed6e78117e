import { clsx } from 'clsx'
import { isoDate } from '../../lib/catalogue/dates'
import type { Album } from '../../lib/read/types'
import { albumDisplay } from '../AlbumCard/albumDisplay'
import { CoverImage } from '../CoverImage/CoverImage'
import { ListenOnSpotify } from '../ListenOnSpotify/ListenOnSpotify'
import { ShareButton } from '../ShareButton/ShareButton'
import styles from './FeaturedAlbum.module.css'

type Props = { album: Album; priority?: boolean }

/** The album in the spotlight: large cover, full description, Spotify and share. */
export function FeaturedAlbum({ album, priority }: Props) {
  const shown = albumDisplay(album)
  return (
    <article className={styles.panel} aria-label={`Featured album: ${album.title}`}>
      <CoverImage src={shown.cover} alt={`Cover of ${album.title}`} sizes="(min-width: 1240px) 460px, (min-width: 768px) 40vw, 100vw" priority={priority} />
      <div className={styles.details}>
        <p className={clsx(styles.label, 'eyebrow-text')}>Featured album</p>
        <h3 className={styles.title}>{album.title}</h3>
        <p className={styles.artist}>by {shown.artist}</p>
        {shown.released && (
          <p className={styles.released}>
            Released <time dateTime={isoDate(album.releaseDate)}>{shown.released}</time>
          </p>
        )}
        <p className={styles.description}>{shown.description}</p>
        <div className={styles.actions}>
          {album.spotifyUrl && (
            <ListenOnSpotify href={album.spotifyUrl} name={album.title} $size="md" />
          )}
          <ShareButton {...shown.share} $size="md" />
        </div>
      </div>
    </article>
  )
}
