import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { holdUntilCommit } from '@cms/db/advisoryLock'
import { requestDb } from '@platform/payloadRequestDb'

const TABLES = { albums: 'albums', 'blog-posts': 'blog_posts' } as const

/**
 * `base`, or `base-2`, `base-3`… when another document of `collection` has it already: for a slug
 * the site made from a title (two albums, or two posts, may share a title; their pages may not).
 */
export async function freeSlug(req: PayloadRequest, collection: keyof typeof TABLES, base: string): Promise<string> {
  // Two documents of one title added at once: the second waits, then sees the first's slug taken.
  await holdUntilCommit(req, `${collection}:slugs`)
  const table = sql.identifier(TABLES[collection])
  const suffix = base.length + 2
  // LIKE's own characters in `base` stand for themselves.
  const prefix = `${base.replace(/[\\%_]/g, '\\$&')}-%`
  // Answered by the database, as one number: the smallest free n is 2, or one past a taken one.
  // Every document of a shared title went through Payload on each create, and an import of
  // 2,000 albums called 'Untitled' slowed to a few a second.
  const result = await (await requestDb(req)).execute(sql`
    SELECT CASE WHEN NOT EXISTS (SELECT 1 FROM ${table} WHERE slug = ${base}) THEN 1 ELSE (
      SELECT min(candidate) FROM (
        SELECT 2 AS candidate
        UNION ALL
        SELECT substr(slug, ${suffix})::int + 1 FROM ${table}
        WHERE slug LIKE ${prefix} AND substr(slug, ${suffix}) ~ '^[1-9][0-9]{0,8}$'
      ) AS candidates
      WHERE NOT EXISTS (SELECT 1 FROM ${table} WHERE slug = ${base} || '-' || candidate)
    ) END AS n`)
  const n = Number((result as unknown as { rows: { n: number | string }[] }).rows[0]!.n)
  return n === 1 ? base : `${base}-${n}`
}
