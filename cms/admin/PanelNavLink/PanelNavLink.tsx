'use client'
import { usePathname } from 'next/navigation'
import styles from './PanelNavLink.module.css'

/** First in Payload's side navigation: the five-tab panel, then Payload's own collection views. */
export function PanelNavLink() {
  const current = usePathname() === '/admin'
  return (
    <nav aria-label="Admin panel" className={styles.group}>
      <a href="/admin" className={styles.link} aria-current={current ? 'page' : undefined}>
        Admin Panel
      </a>
      <a href="/" className={styles.link}>
        View site
      </a>
    </nav>
  )
}
