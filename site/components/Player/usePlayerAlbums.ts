'use client'

import { useCallback, useRef, useState } from 'react'
import type { PlayerAlbum } from './types'

/** The collection as far as the player knows it: not asked for yet, on its way, or answered. */
export type PlayerAlbums =
  | { status: 'idle' | 'loading'; albums: null }
  | { status: 'ready'; albums: readonly PlayerAlbum[] }
  | { status: 'failed'; albums: null }

/**
 * The player's album list, fetched from GET /api/albums the first time the visitor reaches for
 * the player (pointer, focus, touch or a press), not inlined into every page. `load` resolves
 * with the list, or null when it could not be read (then the next approach asks again).
 */
export function usePlayerAlbums() {
  const [state, setState] = useState<PlayerAlbums>({ status: 'idle', albums: null })
  const pending = useRef<Promise<readonly PlayerAlbum[] | null> | null>(null)

  const load = useCallback(() => {
    pending.current ??= fetch('/api/albums', { credentials: 'include' })
      .then((response) => (response.ok ? (response.json() as Promise<PlayerAlbum[]>) : Promise.reject(new Error(String(response.status)))))
      .then(
        (albums) => {
          setState({ status: 'ready', albums })
          return albums
        },
        (error: unknown) => {
          console.error('Player: the album list could not be read', error)
          // The next approach asks again.
          pending.current = null
          setState({ status: 'failed', albums: null })
          return null
        },
      )
    setState((current) => (current.status === 'idle' ? { status: 'loading', albums: null } : current))
    return pending.current
  }, [])

  return { ...state, load }
}
