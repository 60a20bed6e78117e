import 'client-only'
import type { ToastOptions } from './showToast'
import { wantToaster } from './Toaster'

/**
 * Shows a toast (browser only): `toast({ title, description?, variant?, action? })`. The toast
 * code (react-hot-toast, the cards, the toast area) downloads with the first toast, not with the page.
 */
export function toast(options: ToastOptions): void {
  wantToaster()
  void import('./showToast').then(({ showToast }) => showToast(options))
}
