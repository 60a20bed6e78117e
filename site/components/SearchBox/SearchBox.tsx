'use client'

import { SearchIcon } from '../Icon/Icon'
import styles from './SearchBox.module.css'

type Props = {
  id: string
  label: string
  placeholder: string
  value: string
  onChange: (value: string) => void
  /** E.g. '3 results for "night"'; announced politely as it changes. */
  status: string | null
}

/** A labelled search field with its live result count (SPEC §2 /albums and /artists). */
export function SearchBox({ id, label, placeholder, value, onChange, status }: Props) {
  return (
    <div className={styles.wrap} role="search">
      <label className={styles.label} htmlFor={id}>{label}</label>
      <div className={styles.field}>
        <SearchIcon size={18} />
        <input
          className={styles.input}
          id={id}
          type="search"
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <p className={styles.count} role="status">{status}</p>
    </div>
  )
}
