'use client'

import { useEffect, useRef } from 'react'
import { resolveValue, useToaster } from 'react-hot-toast/headless'
import styles from './ToastViewport.module.css'

/** SPEC §9: F8 jumps to the notifications. */
const HOTKEY = 'F8'

/** The toast area, mounted by the Toaster once the first toast is shown; `toast()` fills it. */
export function ToastViewport() {
  const { toasts, handlers } = useToaster()
  const viewportRef = useRef<HTMLElement>(null)
  const hasToasts = toasts.some((t) => t.visible)

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === HOTKEY && hasToasts) {
        event.preventDefault()
        viewportRef.current?.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [hasToasts])

  return (
    <section
      className={styles.viewport}
      ref={viewportRef}
      aria-label={`Notifications (${HOTKEY})`}
      tabIndex={-1}
      // A toast waits while it is pointed at or focused, so it can be read and acted on.
      onPointerEnter={handlers.startPause}
      onPointerLeave={handlers.endPause}
      onFocus={handlers.startPause}
      onBlur={handlers.endPause}
    >
      <ol className={styles.stack}>
        {toasts.map((t) => (
          <li key={t.id} {...(t.visible ? t.ariaProps : { 'aria-hidden': true })} aria-atomic="true" inert={!t.visible}>
            {resolveValue(t.message, t)}
          </li>
        ))}
      </ol>
    </section>
  )
}
