import 'client-only'
import { toast } from '../Toast/toast'

type ShareData = { title: string; text: string; url: string }

/**
 * SPEC §2 sharing: the device's share sheet where there is one; otherwise the link goes to the
 * clipboard and a toast says so. Closing the share sheet is not an error.
 */
export async function shareOrCopy(data: ShareData): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data)
      return
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return
      // Any other refusal (e.g. no user gesture left): fall through to the clipboard.
    }
  }
  try {
    await navigator.clipboard.writeText(data.url)
    void toast({ title: 'Link copied', description: data.url })
  } catch {
    void toast({ title: 'Could not copy the link', description: data.url, variant: 'destructive' })
  }
}
