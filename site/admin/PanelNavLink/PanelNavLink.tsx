'use client'
import { usePathname } from 'next/navigation'
import styles from './PanelNavLink.module.css'

/** First in Payload's side navigation: the five-tab panel, the subscribers and the backups, then Payload's own collection views. */
export function PanelNavLink() {
  const pathname = usePathname()
  const current = (path: string) => (pathname === path ? 'page' : undefined)
  return (
    // Plain links: Payload's admin keeps its own router state, and '/' is another root layout, a full load either way.
    /* eslint-disable @next/next/no-html-link-for-pages */
    <nav aria-label="Admin panel" className={styles.group}>
      <a href="/admin" className={styles.link} aria-current={current('/admin')}>
        Admin Panel
      </a>
      <a href="/admin/subscribers" className={styles.link} aria-current={current('/admin/subscribers')}>
        Subscribers
      </a>
      <a href="/admin/backups" className={styles.link} aria-current={current('/admin/backups')}>
        Backups
      </a>
      <a href="/" className={styles.link}>
        View site
      </a>
    </nav>
  )
}
