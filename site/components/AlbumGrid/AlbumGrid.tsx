import type { Album } from '../../lib/read/types'
import { AlbumCard } from '../AlbumCard/AlbumCard'
import styles from './CardGrid.module.css'

type Props = { albums: readonly Album[]; featured?: Album | null; onSelect?: (album: Album) => void; label: string }

/** Albums as cards; given onSelect, selectable ones, the featured one marked. */
export function AlbumGrid({ albums, featured = null, onSelect, label }: Props) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {albums.map((album) => (
        <li key={album.id}>
          <AlbumCard album={album} featured={album.id === featured?.id} onSelect={onSelect} />
        </li>
      ))}
    </ul>
  )
}
