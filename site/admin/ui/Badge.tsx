import styles from './ui.module.css'

export type Tone = 'success' | 'warning' | 'danger' | 'neutral'

/** A small coloured label, such as a status or a role. */
export function Badge({ tone, children }: { tone: Tone; children: string }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>
}
