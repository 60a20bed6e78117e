import type { ReactNode } from 'react'
import styles from './ui.module.css'

/** A titled block of the panel: a form or a list. */
export function Card({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = `card-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
  return (
    <section className={styles.card} aria-labelledby={id}>
      <header className={styles.cardHeader}>
        <h2 id={id} className={styles.cardTitle}>
          {title}
        </h2>
        {description && <p className={styles.cardDescription}>{description}</p>}
      </header>
      {children}
    </section>
  )
}
