import type { ReactNode } from 'react'
import styles from './ui.module.css'

type Props = {
  title: ReactNode
  /** A status or role beside the title. */
  badge?: ReactNode
  /** The muted lines under the title; an empty one (no excerpt, no description) is left out. */
  lines: ReactNode[]
  /** Buttons or a selector at the end of the row. */
  actions?: ReactNode
  /** Something before the text, such as an avatar. */
  leading?: ReactNode
}

/** What one row of a panel list shows: its title and badge, a few muted lines, and its actions. */
export function ItemSummary({ title, badge, lines, actions, leading }: Props) {
  return (
    <>
      {leading}
      <div className={styles.itemBody}>
        <p className={styles.itemTitle}>
          {title}
          {badge !== undefined && <> {badge}</>}
        </p>
        {lines.map((line, index) => line && <p key={index} className={styles.muted}>{line}</p>)}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </>
  )
}
