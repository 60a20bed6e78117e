import { clsx } from 'clsx'
import type { ReactNode } from 'react'
import { Container } from '../Container/Container'
import styles from './PageHeader.module.css'

type Props = { eyebrow?: string; title: ReactNode; lead?: ReactNode; children?: ReactNode }

/** The top of an inner page: a small label, the page's one h1, and an introduction. */
export function PageHeader({ eyebrow, title, lead, children }: Props) {
  return (
    <header className={styles.header}>
      <Container className={styles.inner}>
        {eyebrow && <p className={clsx(styles.eyebrow, 'eyebrow-text')}>{eyebrow}</p>}
        <h1 className={clsx(styles.title, 'gradient-text')}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </Container>
    </header>
  )
}
