import { toast as hotToast } from 'react-hot-toast/headless'
import { ToastCard, type ToastContent } from './ToastCard'

/** SPEC §9: a toast stays 5 seconds unless the pointer or focus rests on it. */
export const TOAST_DURATION_MS = 5000

export type ToastOptions = ToastContent & { duration?: number }

/**
 * Shows a toast (see toast.ts, which loads this module) and settles once it is on screen. One is
 * visible at a time (SPEC §9): a new toast replaces the one on screen. Destructive toasts are
 * announced at once (role=alert); the others politely (role=status).
 */
export function showToast({ duration = TOAST_DURATION_MS, ...content }: ToastOptions): Promise<void> {
  hotToast.dismiss()
  const destructive = content.variant === 'destructive'
  return new Promise((shown) => {
    const onShown = () => shown()
    hotToast.custom((t) => <ToastCard toast={t} {...content} onShown={onShown} />, {
      duration,
      ariaProps: destructive ? { role: 'alert', 'aria-live': 'assertive' } : { role: 'status', 'aria-live': 'polite' },
    })
  })
}
