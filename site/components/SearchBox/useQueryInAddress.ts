'use client'

import { useSyncExternalStore } from 'react'

const changes = new Set<() => void>()

function subscribe(onChange: () => void) {
  changes.add(onChange)
  window.addEventListener('popstate', onChange)
  return () => {
    changes.delete(onChange)
    window.removeEventListener('popstate', onChange)
  }
}

const queryInAddress = () => new URLSearchParams(window.location.search).get('q') ?? ''

/** Writes `query` into the address in place (no new history entry, no navigation). */
function setQueryInAddress(query: string) {
  const url = new URL(window.location.href)
  if (query !== '') url.searchParams.set('q', query)
  else url.searchParams.delete('q')
  window.history.replaceState(null, '', url)
  for (const onChange of changes) onChange()
}

/**
 * A page's search text kept in the address as `q`: a search can be shared, and a link can open
 * the page searched (the site search's artist results do). The server renders it empty, since the
 * page is the same cached HTML for everyone; the browser then shows the address's.
 */
export function useQueryInAddress(): [string, (query: string) => void] {
  return [useSyncExternalStore(subscribe, queryInAddress, () => ''), setQueryInAddress]
}
