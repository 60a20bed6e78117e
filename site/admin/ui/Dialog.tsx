'use client'
import { Button } from '@payloadcms/ui'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import styles from './Dialog.module.css'
import ui from './ui.module.css'

type Props = {
  title: string
  onClose: () => void
  children: ReactNode
  actions?: ReactNode
  /**
   * What the dialog's actions did, read out politely. The panel's toasts are outside the dialog,
   * which the modal dialog makes inert: a screen reader would hear none of them.
   */
  status?: string
}

/**
 * A modal dialog on the browser's own <dialog>: focus moves in and back, Escape and the Close
 * button close it, the page behind is inert.
 */
export function Dialog({ title, onClose, children, actions, status }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    dialog?.showModal()
    return () => dialog?.close()
  }, [])
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div className={styles.body}>{children}</div>
      <p role="status" className={ui.visuallyHidden}>
        {status}
      </p>
      <div className={styles.actions}>
        {actions}
        {/* Closed the way Escape closes it, so the browser gives focus back to the control that opened it. */}
        <Button buttonStyle="secondary" onClick={() => ref.current?.close()}>
          Close
        </Button>
      </div>
    </dialog>
  )
}
