import 'client-only'
import { toast as hotToast } from 'react-hot-toast/headless'
import { ToastCard, type ToastContent } from './ToastCard'

/** SPEC §9: a toast stays 5 seconds unless the pointer or focus rests on it. */
export const TOAST_DURATION_MS = 5000

export type ToastOptions = ToastContent & { duration?: number }

/**
 * Shows a toast (browser only): `toast({ title, description?, variant?, action? })`. One is
 * visible at a time (SPEC §9): a new toast replaces the one on screen. Destructive toasts are
 * announced at once (role=alert); the others politely (role=status). Returns the toast's id.
 */
export function toast({ duration = TOAST_DURATION_MS, ...content }: ToastOptions): string {
  hotToast.dismiss()
  const destructive = content.variant === 'destructive'
  return hotToast.custom((t) => <ToastCard toast={t} {...content} />, {
    duration,
    ariaProps: destructive ? { role: 'alert', 'aria-live': 'assertive' } : { role: 'status', 'aria-live': 'polite' },
  })
}

/** Closes one toast, or every toast without an id. */
export function dismissToast(id?: string): void {
  hotToast.dismiss(id)
}
