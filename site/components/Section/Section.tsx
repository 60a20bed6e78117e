import { clsx } from 'clsx'
import type { ReactNode } from 'react'
import { Container } from '../Container/Container'
import styles from './Section.module.css'

type Props = {
  id: string
  title: string
  eyebrow?: string
  lead?: ReactNode
  /** The lead tells of something only scripts do (featuring a picked album): left out without them. */
  leadNeedsScripts?: boolean
  /** A link beside the heading, such as View All. */
  action?: ReactNode
  children?: ReactNode
}

/** A titled band of a page; the region is named by its heading for screen readers. */
export function Section({ id, title, eyebrow, lead, leadNeedsScripts, action, children }: Props) {
  const headingId = `${id}-title`
  return (
    <section className={styles.wrap} id={id} aria-labelledby={headingId}>
      <Container>
        <div className={styles.head}>
          <div className={styles.titles}>
            {eyebrow && <p className={clsx(styles.eyebrow, 'eyebrow-text')}>{eyebrow}</p>}
            <h2 id={headingId}>{title}</h2>
            {lead && <p className={clsx(styles.lead, leadNeedsScripts && 'needs-js')}>{lead}</p>}
          </div>
          {action}
        </div>
        {children}
      </Container>
    </section>
  )
}
