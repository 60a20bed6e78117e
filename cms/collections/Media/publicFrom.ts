import { sql } from '@payloadcms/db-postgres'
import type { CollectionSlug, PayloadRequest, Where } from 'payload'
import { holdUntilCommit } from '../../db/advisoryLock'
import { requestDb } from '@platform/payloadRequestDb'
import { mediaFilenameIn } from './mediaFileUrl'

/** The publicFrom of a file something always public uses (an active artist, an admin's avatar). */
export const ALWAYS = new Date(0).toISOString()

/** A kind of document that shows an uploaded file, and from when a visitor sees it there. */
type Use = {
  collection: CollectionSlug
  field: string
  /** Which of these documents a visitor may ever see (scheduled ones included). */
  shown: Where
  /** From when a visitor sees one of them. */
  from: (doc: Record<string, unknown>) => string | null
}

/** Each way a file reaches a visitor, read past access: the moments of hidden documents are what we need. */
const USES: Use[] = [
  // An album's cover is public from its release moment (Albums' read access: active, released).
  { collection: 'albums', field: 'coverImageUrl', shown: { isActive: { equals: true } }, from: (doc) => doc.releaseDate as string },
  // A post's cover from its publication (BlogPosts' read access: published, publishedAt passed).
  {
    collection: 'blog-posts',
    field: 'coverImageUrl',
    shown: { and: [{ status: { equals: 'published' } }, { publishedAt: { exists: true } }] },
    from: (doc) => (doc.publishedAt as string | null | undefined) ?? null,
  },
  { collection: 'artists', field: 'profileImageUrl', shown: { isActive: { equals: true } }, from: () => ALWAYS },
  // Avatars show on comments; only an admin's makes a file public. Any user sets their own
  // avatar's address, and pointing it at a scheduled cover must not publish the cover.
  { collection: 'users', field: 'profileImageUrl', shown: { role: { equals: 'admin' } }, from: () => ALWAYS },
]

/**
 * The earliest moment a visitor sees `filename` through any document, or null when none shows it.
 * It runs inside the write's transaction, on one connection: the collections are asked one after
 * the other, as that connection would take them anyway (pg refuses overlapping queries from 9.0).
 */
export async function earliestPublicMoment(req: PayloadRequest, filename: string): Promise<string | null> {
  // A prefilter in the database (the address holds the name, plain or escaped); the exact test is mediaFilenameIn.
  const spellings = [...new Set([filename, encodeURIComponent(filename)])]
  const moments: string[] = []
  for (const { collection, field, shown, from } of USES) {
    const { docs } = await req.payload.find({
      collection,
      where: { and: [shown, { or: spellings.map((spelling) => ({ [field]: { contains: spelling } })) }] },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
    for (const doc of docs as unknown as Record<string, unknown>[]) {
      const moment = mediaFilenameIn(doc[field] as string | null | undefined) === filename ? from(doc) : null
      if (moment !== null) moments.push(moment)
    }
  }
  return moments.sort()[0] ?? null
}

/**
 * Sets each file's publicFrom from the documents that show it now. Called by every write that can
 * change them (cms/collections/Media/hooks), inside its transaction. Two writes touching one file
 * take turns (an advisory lock, across instances): each reads what the other committed, so the
 * last to commit never writes a moment from a state it did not see.
 */
export async function refreshPublicFrom(req: PayloadRequest, filenames: Iterable<string>): Promise<void> {
  // In one order, so two writes touching the same two files cannot each hold one and wait for the other.
  for (const filename of [...new Set(filenames)].sort()) {
    await holdUntilCommit(req, `media-use:${filename}`)
    const moment = await earliestPublicMoment(req, filename)
    const db = await requestDb(req)
    // A derived column, written without Payload's update: no hooks, no upload handling, and
    // updatedAt keeps the moment someone last changed the file. No row yet: its upload computes it.
    await db.execute(sql`UPDATE "media" SET "public_from" = ${moment} WHERE "filename" = ${filename}`)
  }
}

/** publicFrom for a file being uploaded under `filename` (after anything that uses the name already). */
export async function publicFromOnUpload(req: PayloadRequest, filename: string): Promise<string | null> {
  await holdUntilCommit(req, `media-use:${filename}`)
  return earliestPublicMoment(req, filename)
}
