'use client'

import { useRef } from 'react'
import type { SearchKind } from '@cms/schemas/searchLimits'
import { useTypedBeforeLive } from '../../lib/hooks/useTypedBeforeLive'
import { SearchIcon } from '../Icon/Icon'
import styles from './SearchBox.module.css'

type Props = {
  id: string
  /** What the site's search page looks in when the box is sent without scripts (the page filters with them). */
  kind: SearchKind
  label: string
  placeholder: string
  value: string
  onChange: (value: string) => void
  /** E.g. '3 results for "night"'; announced politely as it changes. */
  status: string | null
}

/** A labelled search field with its live result count (SPEC §2 /albums and /artists). */
export function SearchBox({ id, kind, label, placeholder, value, onChange, status }: Props) {
  const input = useRef<HTMLInputElement>(null)
  // Searched for once React starts.
  useTypedBeforeLive(input, value, onChange)
  return (
    // A form, so that Enter in a browser without scripts asks the search page; with them the list
    // below is already filtered as the visitor types, and Enter sends nothing.
    <form className={styles.wrap} role="search" action="/search" onSubmit={(event) => event.preventDefault()}>
      <input type="hidden" name="type" value={kind} />
      <label className={styles.label} htmlFor={id}>{label}</label>
      <div className={styles.field}>
        <SearchIcon size={18} />
        <input
          className={styles.input}
          ref={input}
          id={id}
          name="q"
          type="search"
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <p className={styles.count} role="status">{status}</p>
    </form>
  )
}
