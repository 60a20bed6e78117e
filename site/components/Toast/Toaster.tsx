'use client'

import { lazy, Suspense, useEffect, useRef, useSyncExternalStore, type KeyboardEvent } from 'react'
import styles from './ToastViewport.module.css'

const ToastStack = lazy(() => import('./ToastStack').then((module) => ({ default: module.ToastStack })))

/** SPEC §9: F8 jumps to the notifications. */
const HOTKEY = 'F8'

let wanted = false
const listeners = new Set<() => void>()

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Called by `toast()`: the toasts' code downloads, and their stacks mount, with the first toast. */
export function wantToaster(): void {
  if (wanted) return
  wanted = true
  for (const listener of listeners) listener()
}

/**
 * Where toasts appear, mounted once by the layout. Its two live regions are in the page from the
 * start, empty: one that arrives already holding its words (as a region made with the first toast
 * would) is not read out by many screen readers. Errors go in the alert, read at once; the rest in
 * the status, read in turn. F8 moves the keyboard to a toast on screen, Escape closes it and moves
 * the keyboard back.
 */
export function Toaster() {
  const mounted = useSyncExternalStore(subscribe, () => wanted, () => false)
  const viewport = useRef<HTMLElement>(null)
  const cameFrom = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== HOTKEY || !viewport.current?.querySelector('li:not([aria-hidden])')) return
      event.preventDefault()
      cameFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      viewport.current.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return
    event.preventDefault()
    void import('./showToast').then((module) => module.dismissToasts())
    cameFrom.current?.focus()
    cameFrom.current = null
  }

  const stack = (urgent: boolean) =>
    mounted && (
      <Suspense>
        <ToastStack urgent={urgent} />
      </Suspense>
    )
  return (
    // The region and its Escape are for the keyboard F8 brings here; the toasts' own buttons are reachable as ever.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section className={styles.viewport} ref={viewport} aria-label={`Notifications (${HOTKEY})`} tabIndex={-1} onKeyDown={closeOnEscape}>
      <div className={styles.slot} role="status">
        {stack(false)}
      </div>
      <div className={styles.slot} role="alert">
        {stack(true)}
      </div>
    </section>
  )
}
