import type { ReactNode } from 'react'
import styles from './SiteFooter.module.css'

/** A titled list of the footer, named by its heading for screen readers; children are its items. */
export function FooterColumn({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 className={styles.heading} id={id}>
        {title}
      </h2>
      <ul className={styles.list}>{children}</ul>
    </section>
  )
}
