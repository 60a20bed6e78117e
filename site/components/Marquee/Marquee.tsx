'use client'

import { clsx } from 'clsx'
import { useEffect, useState } from 'react'
import { MARQUEE_HIDE_MS } from '../../lib/forms/delays'
import styles from './Marquee.module.css'

/**
 * A scrolling announcement band that goes away after SPEC §9's 10 seconds. The text runs twice so
 * the loop is seamless; screen readers hear it once (role=marquee is not announced as it changes).
 */
export function Marquee({ text }: { text: string }) {
  const [shown, setShown] = useState(true)
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(false), MARQUEE_HIDE_MS)
    return () => window.clearTimeout(timer)
  }, [])
  if (!shown) return null
  return (
    <div className={styles.band} role="marquee" aria-label="Announcement">
      <p className={clsx('eyebrow-text', styles.track)}>
        <span>{text}</span>
        <span aria-hidden="true">{text}</span>
      </p>
    </div>
  )
}
