import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { LIMITS } from '@cms/constants'
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
  // A numbered slug is still a slug: the base is cut, where need be, to leave room for -n.
  const stem = numberedStem(base)
  const suffix = stem.length + 2
  // LIKE's own characters in `stem` stand for themselves.
  const prefix = `${stem.replace(/[\\%_]/g, '\\$&')}-%`
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
      WHERE NOT EXISTS (SELECT 1 FROM ${table} WHERE slug = ${stem} || '-' || candidate)
    ) END AS n`)
  const n = Number((result as unknown as { rows: { n: number | string }[] }).rows[0]!.n)
  return n === 1 ? base : `${stem}-${n}`
}

/** `-` and a number: the query reads numbers of up to nine digits, and gives one past the largest. */
const NUMBER_ROOM = 11

/** `base`, cut to leave room for a number within the slug's limit, and not ending on a hyphen. */
export function numberedStem(base: string): string {
  return base.length + NUMBER_ROOM <= LIMITS.slug ? base : base.slice(0, LIMITS.slug - NUMBER_ROOM).replace(/-+$/, '')
}
