import type { CollectionSlug, Payload } from 'payload'
import { userPlanner } from './mappers/users'
import type { LegacyData, LegacyUser } from './source'
import { TargetError } from './target'
import { writtenBefore } from './writer'

type Imported = { email: string; legacyHash: string | null }

/** Refuses, before anything is written, an old database that is not the one imported before (README, "Import"). */
export async function refuseAnotherSource(payload: Payload, legacy: LegacyData): Promise<void> {
  await refuseOtherPeople(payload, legacy.users)
  for (const kind of DATED) await refuseOtherRows(payload, kind, legacy[kind.table])
}

/**
 * Refuses an old database whose users are not the people an earlier
 * run imported under the same old ids: another app's database, say, whose user 2 is someone else.
 * Rows are matched by old id alone, so the run would have moved the account to that person's
 * e-mail, with its password and role, and written their albums and posts over the ones here. A
 * row the old database still holds as it was imported is no conflict, whatever e-mail its account
 * has taken here since.
 */
async function refuseOtherPeople(payload: Payload, users: readonly LegacyUser[]): Promise<void> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { legacyId: { exists: true } },
    select: { legacyId: true, legacyHash: true, email: true },
    pagination: false,
    depth: 0,
    showHiddenFields: true,
  })
  const imported = new Map<string, Imported>()
  for (const doc of docs as unknown as ({ legacyId: string; legacyHash?: string | null } & Imported)[]) {
    imported.set(doc.legacyId, { email: doc.email.toLowerCase(), legacyHash: doc.legacyHash ?? null })
  }
  const plan = userPlanner()
  const moved = users.filter((user) => {
    const before = imported.get(user.id)
    const planned = before && plan(user)
    if (!before || !planned || 'skip' in planned || writtenBefore(before.legacyHash, planned.data)) return false
    return String(planned.data.email).toLowerCase() !== before.email
  })
  const first = moved[0]
  if (!first) return
  throw new TargetError(
    `Nothing was written: old user ${first.id} was imported as ${imported.get(first.id)!.email} and is ${first.email!.trim()} in this database` +
      `${moved.length > 1 ? ` (${moved.length} users differ so)` : ''}. It is not the database imported before, or its people changed` +
      ' e-mail; an import never moves an account to another address (its password and role would go with it).',
  )
}

/** The tables matched by old id alone: a row of another database under an imported id was made at another moment. */
const DATED = [
  { table: 'artists', collection: 'artists', noun: 'artist' },
  { table: 'albums', collection: 'albums', noun: 'album' },
  { table: 'blog_posts', collection: 'blog-posts', noun: 'post' },
  { table: 'comments', collection: 'comments', noun: 'comment' },
  { table: 'lyric_submissions', collection: 'lyric-submissions', noun: 'lyric submission' },
] as const satisfies readonly { table: keyof LegacyData; collection: CollectionSlug; noun: string }[]

/**
 * Refuses an old database whose rows under ids imported before were made at other moments than
 * those imported: its album 1 is another album, which the run would write over the one here. A
 * row's creation moment never changes in the old app, so a later copy of the same database, or
 * one whose rows were edited since, passes; a row without a readable moment is not compared.
 */
async function refuseOtherRows(payload: Payload, { collection, noun }: (typeof DATED)[number], rows: readonly { id: number | string; created_at: Date | null }[]) {
  if (rows.length === 0) return
  const { docs } = await payload.find({
    collection,
    where: { legacyId: { exists: true } },
    select: { legacyId: true, createdAt: true },
    pagination: false,
    depth: 0,
    showHiddenFields: true,
  })
  const imported = new Map((docs as unknown as { legacyId: string; createdAt: string }[]).map((doc) => [doc.legacyId, doc.createdAt]))
  const other = rows.filter((row) => {
    const before = imported.get(String(row.id))
    return before !== undefined && row.created_at !== null && new Date(before).getTime() !== row.created_at.getTime()
  })
  const first = other[0]
  if (!first) return
  throw new TargetError(
    `Nothing was written: old ${noun} ${first.id} was imported as made at ${imported.get(String(first.id))} and was made at ${first.created_at!.toISOString()} in this database` +
      `${other.length > 1 ? ` (${other.length} rows differ so)` : ''}. It is not the database imported before: rows are matched by their old ids, and its rows would be written over the ones here.`,
  )
}
