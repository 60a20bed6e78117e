import type { Payload } from 'payload'
import { nowIso } from './now'

export type NextRelease = {
  /** The next album's release moment (ISO), or null when none is scheduled. */
  album: string | null
  /** The earliest moment anything scheduled (an album or a post) becomes visible, or null. */
  any: string | null
}

/**
 * When the next scheduled album and post go live. Only the moments are read, past the
 * collections' read access (which hides what is scheduled): the countdown shows the next album's
 * moment to everyone, and caches must expire at it. Nothing else of a scheduled document leaves here.
 */
export async function readNextRelease(payload: Payload): Promise<NextRelease> {
  const after = nowIso()
  const [albums, posts] = await Promise.all([
    payload.find({
      collection: 'albums',
      where: { and: [{ isActive: { equals: true } }, { releaseDate: { greater_than: after } }] },
      sort: 'releaseDate',
      limit: 1,
      depth: 0,
      select: { releaseDate: true },
      overrideAccess: true,
    }),
    payload.find({
      collection: 'blog-posts',
      where: { and: [{ status: { equals: 'published' } }, { publishedAt: { greater_than: after } }] },
      sort: 'publishedAt',
      limit: 1,
      depth: 0,
      select: { publishedAt: true },
      overrideAccess: true,
    }),
  ])
  const album = albums.docs[0]?.releaseDate ?? null
  const post = posts.docs[0]?.publishedAt ?? null
  const any = [album, post].filter((moment): moment is string => moment !== null).sort()[0] ?? null
  return { album, any }
}
