import type { ReactNode } from 'react'
import styles from './PlayerDock.module.css'

/**
 * Where the sticky music player card (SPEC §4) sits: after the page's content, held at the foot
 * of the screen while the page scrolls, and coming to rest above the footer at the end.
 */
export function PlayerDock({ children }: { children?: ReactNode }) {
  return <div className={styles.dock}>{children}</div>
}
