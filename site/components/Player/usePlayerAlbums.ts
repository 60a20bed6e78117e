'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import type { PlayerAlbum } from './types'

/** The collection as far as the player knows it: not asked for yet, on its way, or answered. */
export type PlayerAlbums =
  | { status: 'idle' | 'loading'; albums: null }
  | { status: 'ready'; albums: readonly PlayerAlbum[] }
  | { status: 'failed'; albums: null }

/** Longest wait for an idle moment once the page has loaded: a busy page still gets its list. */
const IDLE_TIMEOUT_MS = 2000

/**
 * Runs `task` once the page has loaded and the browser is idle, so the request never competes
 * with the page's own scripts, styles and pictures. Returns the cancel.
 */
function whenPageIdle(task: () => void): () => void {
  let cancelIdle = () => {}
  const schedule = () => {
    // Safari has no requestIdleCallback: there the list is read right after the load.
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
      cancelIdle = () => window.cancelIdleCallback(handle)
    } else {
      const handle = window.setTimeout(task, 0)
      cancelIdle = () => window.clearTimeout(handle)
    }
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    window.removeEventListener('load', schedule)
    cancelIdle()
  }
}

/**
 * The player's album list, fetched from GET /api/albums, not inlined into every page: once the
 * page has loaded and the browser is idle, or earlier when the visitor reaches for the player
 * (pointer, focus, touch or a press). `load` resolves with the list, or null when it could not
 * be read (then the next approach asks again).
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

  // Skip waits for the list (SPEC §4): it is read soon after the page has loaded, not only at a first reach.
  useEffect(() => whenPageIdle(() => void load()), [load])

  return { ...state, load }
}
