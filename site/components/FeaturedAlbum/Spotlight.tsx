'use client'

import type { RefObject } from 'react'
import type { Album } from '../../lib/read/types'
import { FeaturedAlbum } from './FeaturedAlbum'
import styles from './Spotlight.module.css'

type Props = {
  album: Album
  spotlight: RefObject<HTMLDivElement | null>
  /** Whether its cover is in the first screenful, to be fetched first (FeaturedAlbum). */
  priority: boolean
}

/** The featured album in a focusable wrapper that useFeaturedAlbum scrolls to. */
export function Spotlight({ album, spotlight, priority }: Props) {
  return (
    <div className={styles.anchor} ref={spotlight} tabIndex={-1}>
      <FeaturedAlbum album={album} priority={priority} />
    </div>
  )
}
