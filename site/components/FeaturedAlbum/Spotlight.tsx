'use client'

import type { RefObject } from 'react'
import type { Album } from '../../lib/read/types'
import { FeaturedAlbum } from './FeaturedAlbum'
import styles from './Spotlight.module.css'

type Props = { album: Album; spotlight: RefObject<HTMLDivElement | null> }

/** The featured album in a focusable wrapper that useFeaturedAlbum scrolls to. */
export function Spotlight({ album, spotlight }: Props) {
  return (
    <div className={styles.anchor} ref={spotlight} tabIndex={-1}>
      <FeaturedAlbum album={album} priority />
    </div>
  )
}
