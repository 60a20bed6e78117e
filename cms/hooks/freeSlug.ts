import type { PayloadRequest } from 'payload'
import { holdUntilCommit } from '@cms/db/advisoryLock'

/**
 * `base`, or `base-2`, `base-3`… when another document of `collection` has it already: for a slug
 * the site made from a title (two albums, or two posts, may share a title; their pages may not).
 */
export async function freeSlug(req: PayloadRequest, collection: 'albums' | 'blog-posts', base: string): Promise<string> {
  // Two documents of one title added at once: the second waits, then sees the first's slug taken.
  await holdUntilCommit(req, `${collection}:slugs`)
  const { docs } = await req.payload.find({
    collection,
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
  return slug
}
