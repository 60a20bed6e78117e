'use client'
import { usePathname } from 'next/navigation'
import styles from './PanelNavLink.module.css'

/** First in Payload's side navigation: the five-tab panel, then Payload's own collection views. */
export function PanelNavLink() {
  const current = usePathname() === '/admin'
  return (
    // Plain links: Payload's admin keeps its own router state, and '/' is another root layout, a full load either way.
    /* eslint-disable @next/next/no-html-link-for-pages */
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
