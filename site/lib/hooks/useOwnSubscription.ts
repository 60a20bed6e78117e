'use client'

import { useEffect, useSyncExternalStore } from 'react'
import { sendJson } from '../postJson'
import { useSignedInViewer } from './useViewer'

/** A signed-in user's own subscription, as GET /api/newsletter/me answers. */
export type OwnSubscription = { email: string; status: 'pending' | 'confirmed' | 'paused' | 'unsubscribed'; everyRelease: boolean; artists: number[] }

// Asked once per page load and shared by every Follow button (the artists page has one per artist).
let own: OwnSubscription | null = null
let requested = false
const listeners = new Set<() => void>()

/** Keeps what the server answered, for every button on the page. */
export function keepOwnSubscription(next: OwnSubscription | null): void {
  own = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The signed-in visitor's subscription when their account holds one they can follow with
 * (confirmed or paused); null for everyone else, who subscribe through the form. Fetched in the
 * browser: the cached page is the same for all.
 */
export function useOwnSubscription(): OwnSubscription | null {
  const viewer = useSignedInViewer()
  const current = useSyncExternalStore(
    subscribe,
    () => own,
    () => null,
  )
  useEffect(() => {
    if (!viewer || requested) return
    requested = true
    void sendJson<{ subscription: OwnSubscription | null }>('GET', '/api/newsletter/me').then((result) => {
      if (result.ok) keepOwnSubscription(result.body.subscription)
    })
  }, [viewer])
  return viewer && (current?.status === 'confirmed' || current?.status === 'paused') ? current : null
}
