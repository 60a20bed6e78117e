'use client'

import { clsx } from 'clsx'
import { useMounted } from '../../lib/hooks/useMounted'
import styles from './Waveform.module.css'

/** Waveform.module.css places the bars and sets their heights by position: 9 phases of 4 bars. */
const PHASES = 9
const BARS_PER_PHASE = 4

/**
 * A decorative equaliser that breathes (still for visitors who prefer less motion, and for those
 * without scripts). It starts once the page has come alive: every frame the browser draws restyles
 * a running animation, and a loading page draws many; on a phone (4x CPU) the wave cost 150–300 ms
 * of main thread before the page's buttons worked. A client component for that one hook, which also
 * keeps its 45 elements out of the page's RSC payload.
 */
export function Waveform({ className }: { className?: string }) {
  const breathing = useMounted()
  return (
    <div className={clsx(styles.bars, breathing && styles.breathing, className)} aria-hidden="true">
      {Array.from({ length: PHASES }, (_, phase) => (
        <span key={phase}>
          {Array.from({ length: BARS_PER_PHASE }, (_, place) => (
            <span key={place} />
          ))}
        </span>
      ))}
    </div>
  )
}
