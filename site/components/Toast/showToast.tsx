import { toast as hotToast } from 'react-hot-toast/headless'
import { TOASTS } from '@cms/constants'
import { ToastCard, type ToastContent } from './ToastCard'

/** SPEC §9: a toast stays 5 seconds unless the pointer or focus rests on it. */
export const TOAST_DURATION_MS = TOASTS.durationMs

export type ToastOptions = ToastContent & { duration?: number }

let shownCount = 0
const URGENT = 'urgent-'

/** Whether a toast goes in the alert region, read out at once (Toaster): errors do. */
export const isUrgentToast = (id: string): boolean => id.startsWith(URGENT)

/**
 * Shows a toast (see toast.ts, which loads this module) and settles once it is on screen. One is
 * visible at a time (SPEC §9): a new toast replaces the one on screen. Destructive toasts are read
 * out at once (the Toaster's alert region); the others in turn (its status region).
 */
export function showToast({ duration = TOAST_DURATION_MS, ...content }: ToastOptions): Promise<void> {
  hotToast.dismiss()
  shownCount += 1
  const id = `${content.variant === 'destructive' ? URGENT : ''}toast-${shownCount}`
  return new Promise((shown) => {
    const onShown = () => shown()
    hotToast.custom((t) => <ToastCard toast={t} {...content} onShown={onShown} />, { id, duration })
  })
}

/** Closes the toast on screen (Escape in the notifications). */
export function dismissToasts(): void {
  hotToast.dismiss()
}
