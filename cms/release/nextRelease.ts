import type { Payload } from 'payload'
import { nowIso } from './now'

/**
 * When the next scheduled album goes live (ISO), or null when none is. Only the moment is read,
 * past the collection's read access (which hides what is scheduled): the countdown shows it to
 * everyone, and caches of what shows albums must expire at it. Nothing else leaves here.
 */
export async function readNextAlbumRelease(payload: Payload): Promise<string | null> {
  const { docs } = await payload.find({
    collection: 'albums',
    where: { and: [{ isActive: { equals: true } }, { releaseDate: { greater_than: nowIso() } }] },
    sort: 'releaseDate',
    limit: 1,
    depth: 0,
    select: { releaseDate: true },
    overrideAccess: true,
  })
  return docs[0]?.releaseDate ?? null
}

/** When the next scheduled post goes live (ISO), or null: caches of what shows posts expire at it. */
export async function readNextPostRelease(payload: Payload): Promise<string | null> {
  const { docs } = await payload.find({
    collection: 'blog-posts',
    where: { and: [{ status: { equals: 'published' } }, { publishedAt: { greater_than: nowIso() } }] },
    sort: 'publishedAt',
    limit: 1,
    depth: 0,
    select: { publishedAt: true },
    overrideAccess: true,
  })
  return docs[0]?.publishedAt ?? null
}
