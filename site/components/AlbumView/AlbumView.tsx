import type { Album } from '../../lib/read/types'
import { ALBUM_PAGE_SIZES } from '../../styles/coverSizes'
import { albumDisplay } from '../AlbumCard/albumDisplay'
import { AlbumEmbed } from '../AlbumEmbed/AlbumEmbed'
import { AlbumFacts } from '../AlbumFacts/AlbumFacts'
import { ButtonLink } from '../Button/Button'
import { Container } from '../Container/Container'
import { CoverImage } from '../CoverImage/CoverImage'
import { ArrowLeftIcon } from '../Icon/Icon'
import { albumEmbed } from '../Player/albumEmbed'
import styles from './AlbumView.module.css'

/** An album's own page: cover, title, artist, release date, description, Spotify, share and the player. */
export function AlbumView({ album }: { album: Album }) {
  const embed = albumEmbed(album.spotifyUrl)
  return (
    <Container className={styles.page}>
      <ButtonLink href="/albums" $variant="ghost" $size="sm" className={styles.back}>
        <ArrowLeftIcon size={16} /> All Albums
      </ButtonLink>
      <article className={styles.album}>
        <CoverImage src={albumDisplay(album).cover} alt={`Cover of ${album.title}`} sizes={ALBUM_PAGE_SIZES} priority />
        <div className={styles.details}>
          <p className="eyebrow-text">Album</p>
          <h1 className={styles.title}>{album.title}</h1>
          <AlbumFacts album={album} />
          {embed.kind === 'embed' && <AlbumEmbed src={embed.src} title={album.title} />}
        </div>
      </article>
    </Container>
  )
}
