import { clsx } from 'clsx'
import styles from './Waveform.module.css'

/** The number of bars; Waveform.module.css gives each its height and delay by position. */
const BAR_COUNT = 36

/** A decorative equaliser that breathes (still for visitors who prefer less motion). */
export function Waveform({ className }: { className?: string }) {
  return (
    <div className={clsx(styles.bars, className)} aria-hidden="true">
      {Array.from({ length: BAR_COUNT }, (_, i) => (
        <span key={i} />
      ))}
    </div>
  )
}
