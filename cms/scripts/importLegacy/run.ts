import type { Payload } from 'payload'
import { COLLECTIVE_NAME } from '../../constants'
import { markAnnounced } from '../../newsletter/release/deliveries'
import { albumPlanner, needsBaseArtist } from './mappers/albums'
import { planArtist } from './mappers/artists'
import { postPlanner } from './mappers/blogPosts'
import { commentPlanner, parentsFirst } from './mappers/comments'
import { submissionPlanner } from './mappers/lyricSubmissions'
import { userPlanner } from './mappers/users'
import { Progress } from './progress'
import type { Report } from './report'
import { refuseAnotherSource } from './sameSource'
import { LEGACY_TABLES, type LegacyData } from './source'
import { ImportTransaction } from './transaction'
import { importTable, type ImportContext } from './writer'

// Rows per committed transaction: long enough to be quick, short enough that a site running on
// the same embedded database waits at most a moment for its own requests.
const ROWS_PER_TRANSACTION = 200

/** The collective's base artist, which albums without an artist go to: found by name, else made. */
async function baseArtist(context: ImportContext): Promise<number> {
  const { payload, tx, report } = context
  const { docs } = await payload.find({ collection: 'artists', where: { name: { equals: COLLECTIVE_NAME } }, limit: 1, depth: 0, req: tx.req })
  if (docs[0]) return docs[0].id
  const created = await tx.row(() => payload.create({ collection: 'artists', data: { name: COLLECTIVE_NAME, isActive: true }, depth: 0, req: tx.req }))
  report.change('artists', '-', `created the base artist '${COLLECTIVE_NAME}' for albums without an artist`)
  return created.id
}

/** Users, artists, albums, posts, comments, submissions: each table after the ones it refers to. */
export async function runImport(payload: Payload, legacy: LegacyData, report: Report, { dryRun }: { dryRun: boolean }): Promise<void> {
  await refuseAnotherSource(payload, legacy)
  const tx = await ImportTransaction.open(payload, { dryRun, rowsPerTransaction: ROWS_PER_TRANSACTION })
  const ids = Object.fromEntries(LEGACY_TABLES.map((table) => [table, new Map<string, number>()])) as ImportContext['ids']
  const context: ImportContext = { payload, tx, report, progress: new Progress(), ids }
  let completed = false
  try {
    await importTable(context, {
      table: 'users',
      collection: 'users',
      rows: legacy.users,
      plan: userPlanner(),
      adopt: async (data) => {
        const { docs } = await payload.find({
          collection: 'users',
          where: { and: [{ email: { equals: String(data.email).toLowerCase() } }, { legacyId: { exists: false } }] },
          limit: 1,
          depth: 0,
          req: tx.req,
        })
        return docs[0]?.id ?? null
      },
    })
    await importTable(context, { table: 'artists', collection: 'artists', rows: legacy.artists, plan: planArtist })
    const base = needsBaseArtist(legacy.albums, ids.artists) ? await baseArtist(context) : null
    await importTable(context, {
      table: 'albums',
      collection: 'albums',
      rows: legacy.albums,
      plan: albumPlanner(ids.artists, () => base!),
    })
    await markAnnounced(tx.req, [...ids.albums.values()])
    await importTable(context, { table: 'blog_posts', collection: 'blog-posts', rows: legacy.blog_posts, plan: postPlanner(ids.users, payload.config, legacy.blog_posts) })
    await importTable(context, {
      table: 'comments',
      collection: 'comments',
      rows: parentsFirst(legacy.comments),
      plan: commentPlanner(ids.blog_posts, ids.users, ids.comments),
    })
    await importTable(context, {
      table: 'lyric_submissions',
      collection: 'lyric-submissions',
      rows: legacy.lyric_submissions,
      plan: submissionPlanner(ids.users),
    })
    completed = true
  } finally {
    await tx.close(completed)
  }
}
