import type { Payload, Where } from 'payload'
import { CACHE_TAGS } from '../cache/tags'
import { nowIso } from './now'

/** What is released at a moment: albums (releaseDate) or posts (publishedAt). */
export type Released = 'albums' | 'posts'

/** Where each kind keeps its moment, which of them count, and the cache tag of what shows them. */
export const RELEASED = {
  albums: { collection: 'albums', field: 'releaseDate', counts: { isActive: { equals: true } }, tag: CACHE_TAGS.albums },
  posts: { collection: 'blog-posts', field: 'publishedAt', counts: { status: { equals: 'published' } }, tag: CACHE_TAGS.blogPosts },
} as const satisfies Record<Released, { collection: 'albums' | 'blog-posts'; field: string; counts: Where; tag: string }>

/** What of `kind` counts and goes live later than now. */
function scheduled(kind: Released): Where {
  const { field, counts } = RELEASED[kind]
  return { and: [counts, { [field]: { greater_than: nowIso() } }] }
}

/**
 * When the next scheduled album or post goes live (ISO), or null when none is. Only the moment is
 * read, past the collection's read access (which hides what is scheduled): the countdown shows the
 * album's to everyone, and caches of what shows them must expire at it. Nothing else leaves here.
 */
export async function readNextRelease(payload: Payload, kind: Released): Promise<string | null> {
  const { collection, field } = RELEASED[kind]
  const { docs } = await payload.find({
    collection,
    where: scheduled(kind),
    sort: field,
    limit: 1,
    depth: 0,
    select: { [field]: true },
    overrideAccess: true,
  })
  const moment: unknown = docs[0]?.[field as keyof (typeof docs)[number]]
  return typeof moment === 'string' ? moment : null
}

/**
 * The slugs of every album or post of `kind` that is scheduled: what a visitor may not open yet,
 * but will. Read past the collection's read access, as the moment is, and never shown: they only
 * let the page cache keep those addresses' 404s until their moment (cms/cache/scheduled.ts).
 */
export async function readUpcomingSlugs(payload: Payload, kind: Released): Promise<string[]> {
  const { docs } = await payload.find({
    collection: RELEASED[kind].collection,
    where: scheduled(kind),
    pagination: false,
    depth: 0,
    select: { slug: true },
    overrideAccess: true,
  })
  return docs.flatMap((doc) => (typeof doc.slug === 'string' ? [doc.slug] : []))
}
