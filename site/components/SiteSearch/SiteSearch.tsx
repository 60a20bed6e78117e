'use client'

import { clsx } from 'clsx'
import { useRouter } from 'next/navigation'
import Link from 'next/link'
import { useId, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react'
import { SEARCH_LIMITS } from '@cms/schemas/searchLimits'
import { useFocusCarriedOver } from '../../lib/hooks/useFocusCarriedOver'
import { useMounted } from '../../lib/hooks/useMounted'
import { useTypedBeforeLive } from '../../lib/hooks/useTypedBeforeLive'
import { searchPath } from '../../lib/searchPath'
import { DisclosureButton } from '../DisclosureButton/DisclosureButton'
import { SearchIcon } from '../Icon/Icon'
import { nextActive, suggestionStatus } from './suggestions'
import { useSearchShortcut } from './useSearchShortcut'
import { useSuggestions } from './useSuggestions'
import styles from './SiteSearch.module.css'

/**
 * The header's search (the same for every visitor: it holds nothing personal): a field on wide
 * screens, a button that shows it on phones; "/" or Ctrl/⌘-K goes to it. As you type it suggests
 * (an ARIA combobox: arrows choose, Enter opens, Escape closes, the count is announced); Enter
 * without a choice opens the results page. Without scripts it is a plain form to /search, and the
 * button a link to the search page, until React has taken the page over.
 */
export function SiteSearch() {
  const ready = useMounted()
  const router = useRouter()
  const [typed, setTyped] = useState('')
  const [open, setOpen] = useState(false)
  const [listWanted, setListWanted] = useState(false)
  const [active, setActive] = useState(-1)
  const input = useRef<HTMLInputElement>(null)
  const [focusFrom, toggle] = useFocusCarriedOver<HTMLButtonElement>(ready)
  const formId = useId()
  const listId = useId()
  const suggestions = useSuggestions(typed)
  const items = suggestions?.items ?? []
  const listShown = listWanted && items.length > 0
  const optionId = (index: number) => `${listId}-${index}`

  const reveal = () => {
    setOpen(true)
    // The field shows on this render; it takes focus once it does.
    requestAnimationFrame(() => input.current?.focus())
  }
  useSearchShortcut(reveal)

  const close = () => {
    setListWanted(false)
    setActive(-1)
    setOpen(false)
  }
  const go = (url: string) => {
    close()
    router.push(url)
  }

  const onChange = (value: string) => {
    setTyped(value)
    setListWanted(true)
    setActive(-1)
  }
  // Typed before the page came alive (the form was a plain one to /search): kept, and suggested for.
  useTypedBeforeLive(input, typed, onChange)

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (items.length === 0) return
      event.preventDefault()
      setListWanted(true)
      setActive((current) => nextActive(current, event.key === 'ArrowDown' ? 1 : -1, items.length))
    } else if (event.key === 'Enter' && listShown && active >= 0 && items[active]) {
      event.preventDefault()
      go(items[active].url)
    } else if (event.key === 'Escape') {
      if (listShown) {
        // A search field's own Escape empties it: the first one only closes the list.
        event.preventDefault()
        setListWanted(false)
        setActive(-1)
      } else if (open) {
        setOpen(false)
        toggle.current?.focus()
      }
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const query = typed.trim()
    event.preventDefault()
    if (query) go(searchPath(query.slice(0, SEARCH_LIMITS.queryLength)))
  }

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (event.currentTarget.contains(event.relatedTarget)) return
    setListWanted(false)
    setActive(-1)
  }

  return (
    <div className={styles.wrap}>
      {ready ? (
        <DisclosureButton
          ref={toggle}
          className={styles.toggle}
          expanded={open}
          controls={formId}
          aria-label="Search"
          onClick={() => (open ? setOpen(false) : reveal())}
        >
          <SearchIcon />
        </DisclosureButton>
      ) : (
        // Gone as soon as scripts run: nothing to prefetch.
        <Link ref={focusFrom} className={styles.toggle} href="/search" aria-label="Search" prefetch={false}>
          <SearchIcon />
        </Link>
      )}
      <form id={formId} className={clsx(styles.form, open && styles.open)} action="/search" role="search" aria-label="Site search" onSubmit={onSubmit} onBlur={onBlur}>
        <label className="visually-hidden" htmlFor={`${formId}-q`}>
          Search albums, artists and the blog
        </label>
        <SearchIcon className={styles.icon} />
        <input
          ref={input}
          id={`${formId}-q`}
          className={styles.input}
          name="q"
          type="search"
          placeholder="Search"
          autoComplete="off"
          maxLength={SEARCH_LIMITS.queryLength}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={listShown}
          aria-controls={listId}
          aria-activedescendant={listShown && active >= 0 ? optionId(active) : undefined}
          aria-keyshortcuts="/ Control+K Meta+K"
          value={typed}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => setListWanted(true)}
        />
        <kbd className={styles.hint} aria-hidden="true">
          /
        </kbd>
        <ul id={listId} className={styles.list} role="listbox" aria-label="Suggestions" hidden={!listShown}>
          {items.map((item, index) => (
            // The keyboard reaches options through the field (arrows, Enter), as a combobox's do.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={item.key}
              id={optionId(index)}
              className={clsx(styles.option, index === active && styles.active)}
              role="option"
              aria-selected={index === active}
              // Keeps focus in the field, so the list stays open until the choice is made.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(item.url)}
            >
              <span className={styles.kind}>{item.kind}</span>
              <span className={styles.title}>{item.title}</span>
            </li>
          ))}
        </ul>
        <p className="visually-hidden" role="status" aria-live="polite">
          {suggestions && listWanted ? suggestionStatus(items.length, suggestions.query) : ''}
        </p>
      </form>
    </div>
  )
}
