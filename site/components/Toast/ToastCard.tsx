'use client'

import { clsx } from 'clsx'
import { useEffect } from 'react'
import { toast as hotToast, type Toast } from 'react-hot-toast/headless'
import { CloseIcon } from '../Icon/Icon'
import styles from './ToastCard.module.css'
import { useSwipeToDismiss } from './useSwipeToDismiss'

export type ToastVariant = 'default' | 'destructive'

export type ToastContent = {
  title: string
  description?: string
  variant?: ToastVariant
  /** One optional button, e.g. Undo or Retry; choosing it also closes the toast. */
  action?: { label: string; onClick: () => void }
}

type ToastCardProps = ToastContent & {
  toast: Toast
  /** Called once the card is on screen (React runs effects after the paint). */
  onShown: () => void
}

/** One toast: title, description, an optional action, a close button; swipe right to dismiss. */
export function ToastCard({ toast, title, description, variant = 'default', action, onShown }: ToastCardProps) {
  useEffect(onShown, [onShown])
  const dismiss = () => hotToast.dismiss(toast.id)
  const { offset, swiping, handlers } = useSwipeToDismiss(dismiss)
  const leaving = !toast.visible
  const transform = leaving && offset > 0 ? 'translateX(calc(100% + 2rem))' : `translateX(${offset}px)`

  return (
    <div
      className={clsx(styles.card, styles[variant], leaving && styles.leaving, swiping && styles.swiping)}
      style={{ transform }}
      {...handlers}
    >
      <div className={styles.body}>
        <p className={styles.title}>{title}</p>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {action && (
        <button
          className={styles.action}
          type="button"
          onClick={() => {
            action.onClick()
            dismiss()
          }}
        >
          {action.label}
        </button>
      )}
      <button className={styles.close} type="button" aria-label="Close notification" onClick={dismiss}>
        <CloseIcon size={18} />
      </button>
    </div>
  )
}
