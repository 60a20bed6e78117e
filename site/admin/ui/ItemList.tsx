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
  itemKey: (item: T) => string | number
}

/** One of the panel's lists: loading, failed, empty, or the items in a box that scrolls. */
export function ItemList<T>({ list, label, empty, renderItem, itemKey }: Props<T>) {
  if (list.error && !list.items) return <p className={styles.error} role="alert">{list.error}</p>
  if (!list.items) return <Spinner />
  if (list.items.length === 0) return <p className={styles.empty}>{empty}</p>
  return (
    <ul className={styles.list} aria-label={label}>
      {list.items.map((item) => (
        <li key={itemKey(item)} className={styles.item}>
          {renderItem(item)}
        </li>
      ))}
    </ul>
  )
}
