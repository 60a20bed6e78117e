'use client'

import { resolveValue, useToaster } from 'react-hot-toast/headless'
import { isUrgentToast } from './showToast'
import styles from './ToastViewport.module.css'

/**
 * The toasts of one of the Toaster's live regions (the urgent ones, or the rest), downloaded with
 * the first toast. A toast waits while it is pointed at or focused, so it can be read and acted on.
 */
export function ToastStack({ urgent }: { urgent: boolean }) {
  const { toasts, handlers } = useToaster()
  return (
    <ol
      className={styles.stack}
      onPointerEnter={handlers.startPause}
      onPointerLeave={handlers.endPause}
      onFocus={handlers.startPause}
      onBlur={handlers.endPause}
    >
      {toasts
        .filter((t) => isUrgentToast(t.id) === urgent)
        .map((t) => (
          <li key={t.id} aria-hidden={t.visible ? undefined : true} inert={!t.visible}>
            {resolveValue(t.message, t)}
          </li>
        ))}
    </ol>
  )
}
