import type { ReactNode } from 'react'
import type { AdminList } from '../lib/useAdminList'
import { Spinner } from './Spinner'
import styles from './ui.module.css'

type Props<T> = {
  list: AdminList<T>
  /** Names the list for screen readers, e.g. "Current Albums". */
  label: string
  empty: string
  renderItem: (item: T) => ReactNode
}

/** One of the panel's lists: loading, failed, empty, or the items in a box that scrolls; each row keyed by its record's id. */
export function ItemList<T extends { id: string | number }>({ list, label, empty, renderItem }: Props<T>) {
  if (list.error && !list.items) return <p className={styles.error} role="alert">{list.error}</p>
  if (!list.items) return <Spinner />
  if (list.items.length === 0) return <p className={styles.empty}>{empty}</p>
  return (
    // The box scrolls at a fixed height: focusable, so a keyboard can scroll it when its rows hold no buttons.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable (WCAG 2.1.1)
    <ul className={styles.list} aria-label={label} tabIndex={0}>
      {list.items.map((item) => (
        <li key={item.id} className={styles.item} data-id={item.id}>
          {renderItem(item)}
        </li>
      ))}
    </ul>
  )
}
