import type { CollectionBeforeValidateHook } from 'payload'
import { freeSlug } from '@cms/hooks/freeSlug'
import { slugify } from '@cms/lib/slug'

/** What an album whose title has no letters or digits is called in its address. */
const FALLBACK = 'album'

/**
 * On create without a slug: one from the title as the blog makes them (SPEC §5), with -2, -3…
 * when another album has it already (two releases may share a title; their pages may not).
 */
export const fillSlug: CollectionBeforeValidateHook = async ({ data, operation, req }) => {
  if (!data || operation !== 'create' || data.slug || typeof data.title !== 'string') return data
  return { ...data, slug: await freeSlug(req, 'albums', slugify(data.title) || FALLBACK) }
}
