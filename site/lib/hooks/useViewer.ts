'use client'

import { SESSION_HINT_COOKIE } from '@cms/cache/tags'
import { useSyncExternalStore } from 'react'
import type { Viewer, ViewerState } from '../viewer'

// Pages are the same cached HTML for everyone: who is signed in is asked once per page load, in
// the browser, and shared by every component that needs it (header, lyric form, comments).
const LOADING: ViewerState = { status: 'loading' }
let state: ViewerState = LOADING
let requested = false
const listeners = new Set<() => void>()

function settle(next: ViewerState): void {
  state = next
  for (const listener of listeners) listener()
}

/**
 * Without the session hint (set beside the session cookie by the server, site/server/sessionHint.ts)
 * nobody is signed in: no request, so no 401 in a visitor's console (`npm run dev` too).
 */
const maybeSignedIn = () => document.cookie.split(';').some((pair) => pair.trim().startsWith(`${SESSION_HINT_COOKIE}=1`))

function request(): void {
  if (requested) return
  requested = true
  if (!maybeSignedIn()) {
    // After the first render, so that hydration still matches the server's loading state.
    queueMicrotask(() => settle({ status: 'signedOut' }))
    return
  }
  fetch('/api/auth/user', { credentials: 'include' })
    .then((response) => (response.ok ? (response.json() as Promise<Viewer>) : null))
    .then(
      (viewer) => settle(viewer ? { status: 'signedIn', viewer } : { status: 'signedOut' }),
      // No answer is no session we can show: the visitor can still sign in.
      () => settle({ status: 'signedOut' }),
    )
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  request()
  return () => listeners.delete(listener)
}

/** SPEC §4 auth state of this page's visitor: loading, then signed in or signed out. */
export function useViewer(): ViewerState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => LOADING,
  )
}

/** The signed-in visitor, or null while loading and when signed out. */
export function useSignedInViewer(): Viewer | null {
  const current = useViewer()
  return current.status === 'signedIn' ? current.viewer : null
}
