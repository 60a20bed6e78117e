'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import { timeLeft } from '../../lib/release/countdownText'
import { Container } from '../Container/Container'
import { ClockIcon } from '../Icon/Icon'
import styles from './Countdown.module.css'

const TICK_MS = 1000
/** At zero the page is asked for anew; while the server still says "scheduled" (clocks differ a little), again. */
const RETRY_MS = 3000
const RETRIES = 20

type Props = {
  /** The next album's release moment (ISO). */
  at: string
  /** The server's clock when the page was rendered: the first render in the browser matches the server's. */
  renderedAt: number
}

/**
 * "Next album in 2 days 4 hours" while a release is scheduled; the title and cover stay secret.
 * It ticks in the browser as a timer, which screen readers read when asked, not every second;
 * at zero it says the album is out, once, and the page brings the album in without a reload.
 */
export function Countdown({ at, renderedAt }: Props) {
  const router = useRouter()
  const [now, setNow] = useState(renderedAt)
  const left = timeLeft(Date.parse(at) - now)
  const released = left === null

  useEffect(() => {
    // The page may have come from the cache long after it was rendered: catch up at once, then tick.
    const tick = () => setNow(Date.now())
    const first = setTimeout(tick, 0)
    const timer = setInterval(tick, TICK_MS)
    return () => {
      clearTimeout(first)
      clearInterval(timer)
    }
  }, [])

  useEffect(() => {
    if (!released) return
    router.refresh()
    let tries = 0
    const retry = setInterval(() => {
      if (++tries >= RETRIES) clearInterval(retry)
      router.refresh()
    }, RETRY_MS)
    return () => clearInterval(retry)
  }, [released, router])

  return (
    // The band inside the page's gutters, as every other card: on a phone it no longer touches the edges.
    <Container>
      <div className={styles.band}>
        <ClockIcon size={20} />
        {released ? (
          <p role="status">The new album is out. Bringing it in…</p>
        ) : (
          <p>
            Next album in{' '}
            <time role="timer" dateTime={at} className={styles.left}>
              {left}
            </time>
          </p>
        )}
      </div>
    </Container>
  )
}
