import type { CollectionBeforeValidateHook } from 'payload'
import { holdUntilCommit } from '@cms/db/advisoryLock'
import { slugify } from '@cms/lib/slug'

/** What an album whose title has no letters or digits is called in its address. */
const FALLBACK = 'album'

/**
 * On create without a slug: one from the title as the blog makes them (SPEC §5), with -2, -3…
 * when another album has it already (two releases may share a title; their pages may not).
 */
export const fillSlug: CollectionBeforeValidateHook = async ({ data, operation, req }) => {
  if (!data || operation !== 'create' || data.slug || typeof data.title !== 'string') return data
  const base = slugify(data.title) || FALLBACK
  // Two albums of one title added at once: the second waits, then sees the first's slug taken.
  await holdUntilCommit(req, 'albums:slugs')
  const { docs } = await req.payload.find({
    collection: 'albums',
    where: { or: [{ slug: { equals: base } }, { slug: { like: `${base}-` } }] },
    select: { slug: true },
    pagination: false,
    depth: 0,
    req,
    overrideAccess: true,
  })
  const taken = new Set(docs.map((doc) => doc.slug))
  let slug = base
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
  return { ...data, slug }
}
