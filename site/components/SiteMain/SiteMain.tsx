import type { ReactNode } from 'react'
import { MAIN_CONTENT_ID } from '../SkipLink/SkipLink'
import styles from './SiteMain.module.css'

/** The page's own content, between the navigation and the player; the skip link lands here. */
export function SiteMain({ children }: { children: ReactNode }) {
  return (
    <main className={styles.main} id={MAIN_CONTENT_ID} tabIndex={-1}>
      {children}
    </main>
  )
}
