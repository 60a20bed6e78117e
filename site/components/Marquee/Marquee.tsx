'use client'

import { clsx } from 'clsx'
import { useEffect, useState } from 'react'
import { MARQUEE_HIDE_MS } from '../../lib/forms/delays'
import styles from './Marquee.module.css'

/**
 * A scrolling announcement band that goes away after SPEC §9's 10 seconds. The text runs twice so
 * the loop is seamless; screen readers hear it once (role=marquee is not announced as it changes).
 * It fades out where it stands: taken out of the page, it moved the form up 40 px under a
 * visitor about to type or click.
 */
export function Marquee({ text }: { text: string }) {
  const [shown, setShown] = useState(true)
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(false), MARQUEE_HIDE_MS)
    return () => window.clearTimeout(timer)
  }, [])
  return (
    <div className={clsx(styles.band, !shown && styles.gone)} role="marquee" aria-label="Announcement">
      <p className={clsx('eyebrow-text', styles.track)}>
        <span>{text}</span>
        <span aria-hidden="true">{text}</span>
      </p>
    </div>
  )
}
