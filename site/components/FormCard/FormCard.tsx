import type { ReactNode } from 'react'
import styles from './FormCard.module.css'

type Props = { title: string; icon?: ReactNode; children: ReactNode }

/** A titled card holding a form or what stands in for it (the sign-in prompt, the contact details). */
export function FormCard({ title, icon, children }: Props) {
  return (
    <section className={styles.card} aria-label={title}>
      <h2>
        {icon}
        {title}
      </h2>
      {children}
    </section>
  )
}
