'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { EMBED_ALLOW, EMBED_HEIGHT } from '../Player/constants'
import { announceStart, useStopWhenAnotherStarts } from '../Player/onePlayer'
import { useMounted } from '../../lib/hooks/useMounted'
import { Button } from '../Button/Button'
import { HeadphonesIcon } from '../Icon/Icon'
import styles from './AlbumEmbed.module.css'

type Props = { src: string; title: string }

/**
 * Spotify's embedded player for one album, loaded when the visitor asks for it: until then the
 * page fetches nothing from Spotify (it stays fast, and nobody is tracked for merely looking).
 * The player takes the focus from the button it replaces, and gives way to the site's sticky
 * player when that one starts (and stops it when it starts itself): one plays at a time.
 */
export function AlbumEmbed({ src, title }: Props) {
  const live = useMounted()
  const [shown, setShown] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)
  const hide = useCallback(() => setShown(false), [])
  useStopWhenAnotherStarts(src, shown, hide)
  useEffect(() => {
    if (shown) frame.current?.focus()
  }, [shown])
  if (!shown) {
    return (
      // Without scripts there is no player to load: left out.
      <div className={`${styles.placeholder} needs-js`}>
        <Button
          type="button"
          $variant="secondary"
          disabled={!live}
          onClick={() => {
            setShown(true)
            announceStart(src)
          }}
        >
          <HeadphonesIcon size={16} /> Play here with Spotify
        </Button>
      </div>
    )
  }
  return <iframe ref={frame} className={styles.frame} src={src} title={`Spotify player: ${title}`} height={EMBED_HEIGHT} allow={EMBED_ALLOW} />
}
