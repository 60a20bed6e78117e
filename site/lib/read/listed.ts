import 'server-only'
import { keepUntilLive } from '@cms/cache/scheduled'
import type { Released } from '@cms/release/nextRelease'

/**
 * `read(slug)` when the cached list of public addresses of `kind` holds `slug`, else null: nothing
 * is read, or kept, for a slug that is made up (any caller can make one up). A slug scheduled to
 * go live lets its page's 404 be kept until then (keepUntilLive).
 */
export async function whenListed<T>(kind: Released, listed: Promise<{ slug?: string | null }[]>, slug: string, read: (slug: string) => Promise<T>): Promise<T | null> {
  if ((await listed).some((entry) => entry.slug === slug)) return read(slug)
  await keepUntilLive(kind, slug)
  return null
}
