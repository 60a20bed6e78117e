import { isoDate } from '../../lib/catalogue/dates'
import type { Album } from '../../lib/read/types'
import { albumDisplay } from '../AlbumCard/albumDisplay'
import { ListenOnSpotify } from '../ListenOnSpotify/ListenOnSpotify'
import { ShareButton } from '../ShareButton/ShareButton'
import styles from './AlbumFacts.module.css'

/** Below an album's title, in the spotlight and on its page: artist, release date, description, Spotify and share. */
export function AlbumFacts({ album }: { album: Album }) {
  const shown = albumDisplay(album)
  return (
    <>
      <p className={styles.artist}>by {shown.artist}</p>
      {shown.released && (
        <p className={styles.released}>
          Released <time dateTime={isoDate(album.releaseDate)}>{shown.released}</time>
        </p>
      )}
      <p className={styles.description}>{shown.description}</p>
      <div className={styles.actions}>
        {album.spotifyUrl && <ListenOnSpotify href={album.spotifyUrl} name={album.title} $size="md" />}
        <ShareButton {...shown.share} $size="md" />
      </div>
    </>
  )
}
