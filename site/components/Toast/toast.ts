import 'client-only'
import type { ToastOptions } from './showToast'
import { wantToaster } from './Toaster'

/**
 * Shows a toast (browser only): `toast({ title, description?, variant?, action? })`. The toast
 * code (react-hot-toast, the cards, the toast area) downloads with the first toast, not with the
 * page; the promise settles once it is on screen, so a redirect that follows can wait for it.
 */
export async function toast(options: ToastOptions): Promise<void> {
  wantToaster()
  const [{ showToast }] = await Promise.all([import('./showToast'), import('./ToastStack')])
  await showToast(options)
}

/** Fetches the toast code ahead of need, e.g. when a form is first used, so its toasts show at once. */
export function preloadToasts(): void {
  wantToaster()
  void import('./showToast')
}
