'use client'

import { useState } from 'react'
import { EMBED_ALLOW, EMBED_HEIGHT } from '../Player/constants'
import { Button } from '../Button/Button'
import { HeadphonesIcon } from '../Icon/Icon'
import styles from './AlbumEmbed.module.css'

type Props = { src: string; title: string }

/**
 * Spotify's embedded player for one album, loaded when the visitor asks for it: until then the
 * page fetches nothing from Spotify (it stays fast, and nobody is tracked for merely looking).
 */
export function AlbumEmbed({ src, title }: Props) {
  const [shown, setShown] = useState(false)
  if (!shown) {
    return (
      <div className={styles.placeholder}>
        <Button type="button" $variant="secondary" onClick={() => setShown(true)}>
          <HeadphonesIcon size={16} /> Play here with Spotify
        </Button>
      </div>
    )
  }
  return <iframe className={styles.frame} src={src} title={`Spotify player: ${title}`} height={EMBED_HEIGHT} allow={EMBED_ALLOW} />
}
