'use client'

import { useEffect, useState } from 'react'
import type { SuggestAnswer } from '@cms/search/suggest'
import { suggestionsOf, type Suggestion } from './suggestions'

/** Typing pauses this long before a search goes out: one request per word, not per letter. */
const DEBOUNCE_MS = 200
/** A single letter suggests too much to help. */
const MIN_LENGTH = 2

type Fetched = { query: string; items: Suggestion[] }

/**
 * The suggestions for what is typed, once typing pauses; null while none have come for it. A
 * request overtaken by more typing is cancelled, so an old answer never replaces a newer one.
 */
export function useSuggestions(typed: string): Fetched | null {
  const query = typed.trim()
  const [fetched, setFetched] = useState<Fetched | null>(null)
  useEffect(() => {
    if (query.length < MIN_LENGTH) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetch(`/api/search/suggest?q=${encodeURIComponent(query)}`, { signal: controller.signal })
        .then(async (response) => (response.ok ? suggestionsOf((await response.json()) as SuggestAnswer) : []))
        .then((items) => setFetched({ query, items }))
        .catch(() => {
          // Cancelled by more typing, or offline: the field still searches on Enter.
          if (!controller.signal.aborted) setFetched({ query, items: [] })
        })
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [query])
  return query.length >= MIN_LENGTH && fetched?.query === query ? fetched : null
}
