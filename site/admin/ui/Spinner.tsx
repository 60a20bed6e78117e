import styles from './ui.module.css'

/** A busy indicator that screen readers announce. */
export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={styles.spinner} role="status">
      {label}
    </div>
  )
}
