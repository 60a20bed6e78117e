import type { ReactNode } from 'react'
import styles from './EmptyState.module.css'

type Props = {
  title: string
  children: ReactNode
  icon?: ReactNode
  /** A button or link that leads on (e.g. Submit Lyrics, Clear Search). */
  action?: ReactNode
  /** The heading level the surrounding outline needs (h2 on a page, h3 inside a section). */
  level?: 2 | 3
}

/** What a list shows when it has nothing to list: a title, a line of why, and a way on. */
export function EmptyState({ title, children, icon, action, level = 2 }: Props) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <div className={styles.box}>
      {icon && <span className={styles.iconWrap}>{icon}</span>}
      <Heading>{title}</Heading>
      <p>{children}</p>
      {action}
    </div>
  )
}
