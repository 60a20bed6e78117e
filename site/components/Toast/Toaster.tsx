'use client'

import { lazy, Suspense, useSyncExternalStore } from 'react'

const ToastViewport = lazy(() => import('./ToastViewport').then((module) => ({ default: module.ToastViewport })))

let wanted = false
const listeners = new Set<() => void>()

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Called by `toast()`: the toast area mounts (and its code downloads) with the first toast. */
export function wantToaster(): void {
  if (wanted) return
  wanted = true
  for (const listener of listeners) listener()
}

/** Where toasts appear, mounted once by the layout; empty until the first toast. */
export function Toaster() {
  const mounted = useSyncExternalStore(subscribe, () => wanted, () => false)
  return mounted ? (
    <Suspense>
      <ToastViewport />
    </Suspense>
  ) : null
}
