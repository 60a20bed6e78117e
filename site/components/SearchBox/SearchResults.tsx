import type { ComponentProps, ReactNode } from 'react'
import { NoResults } from '../EmptyState/NoResults'
import { SearchBox } from './SearchBox'

type Props = ComponentProps<typeof SearchBox> & {
  /** Whether the search found anything: the results show, or else No Results Found. */
  found: boolean
  /** False while a search still waits for the rest of the list: no verdict yet. */
  settled?: boolean
  /** What No Results Found says, beside its Clear Search button. */
  noResults: ReactNode
  children: ReactNode
}

/** A search box above what it found, or above No Results Found, whose button clears the search. */
export function SearchResults({ found, settled = true, noResults, children, ...box }: Props) {
  // The button goes with the verdict: focus returns to the box, where the next search starts.
  const clear = () => {
    box.onChange('')
    document.getElementById(box.id)?.focus()
  }
  return (
    <>
      <SearchBox {...box} />
      {found ? children : settled && <NoResults onClear={clear}>{noResults}</NoResults>}
    </>
  )
}
