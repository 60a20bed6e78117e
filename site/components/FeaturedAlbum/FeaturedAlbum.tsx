import { clsx } from 'clsx'
import Link from 'next/link'
import { albumPath } from '../../lib/catalogue/albumPath'
import type { Album } from '../../lib/read/types'
import { FEATURED_ALBUM_SIZES } from '../../styles/coverSizes'
import { albumDisplay } from '../AlbumCard/albumDisplay'
import { AlbumFacts } from '../AlbumFacts/AlbumFacts'
import { CoverImage } from '../CoverImage/CoverImage'
import styles from './FeaturedAlbum.module.css'

type Props = { album: Album; priority?: boolean }

/** The album in the spotlight: large cover, its title linking to its page, full description, Spotify and share. */
export function FeaturedAlbum({ album, priority }: Props) {
  const shown = albumDisplay(album)
  return (
    <article className={styles.panel} aria-label={`Featured album: ${album.title}`}>
      <CoverImage src={shown.cover} alt={`Cover of ${album.title}`} sizes={FEATURED_ALBUM_SIZES} priority={priority} />
      <div className={styles.details}>
        <p className={clsx(styles.label, 'eyebrow-text')}>Featured album</p>
        <h3 className={styles.title}>
          <Link href={albumPath(album)} className={styles.titleLink}>
            {album.title}
          </Link>
        </h3>
        <AlbumFacts album={album} />
      </div>
    </article>
  )
}
