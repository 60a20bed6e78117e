import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'
import { SEARCH_KINDS, type SearchKind, type SuggestParams } from '../schemas/search'
import { CONFIG, KINDS } from './query'
import { prefixQuery, searchWords } from './terms'
import { visibleSql } from './visibility'

/** How many of each kind the header's list offers: the results page has the rest. */
export const SUGGESTIONS_PER_KIND = 3

export type Suggestion = { type: SearchKind; id: number; title: string; url: string }
export type SuggestAnswer = { query: string; suggestions: Suggestion[] }

type Row = { id: number; title: string; slug: string | null }

/**
 * One kind's suggestions (exported for the bench's bare node+pg server): titles alone, each word
 * as a prefix of a title's word or the title a typo or two away. Titles only, so each letter typed
 * reads a few rows from the titles' own indexes (migration search_suggestions), never the bodies
 * that the results page ranks: prefix matches first, then the closer title, then the newer.
 */
export function suggestSql(type: SearchKind, visible: SQL, query: string, prefix: string): SQL {
  const kind = KINDS[type]
  return sql`
    WITH q AS (SELECT to_tsquery(${CONFIG}, ${prefix}) AS prefix, strip(to_tsvector(${CONFIG}, ${query}))::text AS words)
    SELECT ${kind.brief}
    FROM ${kind.table}, q
    WHERE ${visible} AND (d.search_title::tsvector @@ q.prefix OR d.search_title % q.words OR q.words <% d.search_title)
    ORDER BY (d.search_title::tsvector @@ q.prefix) DESC, greatest(similarity(d.search_title, q.words), word_similarity(q.words, d.search_title)) DESC, ${kind.newest} DESC NULLS LAST, d.id DESC
    LIMIT ${SUGGESTIONS_PER_KIND}`
}

/**
 * The header's suggestions for what is typed so far: a few titles of each kind the caller of
 * `req` may read. Read afresh each time, never cached.
 */
export async function suggest(req: PayloadRequest, { q }: SuggestParams): Promise<SuggestAnswer> {
  const prefix = prefixQuery(searchWords(q))
  if (prefix === null) return { query: q, suggestions: [] }
  const { drizzle } = req.payload.db as unknown as PostgresAdapter
  const groups = await Promise.all(
    SEARCH_KINDS.map(async (type) => {
      const visible = await visibleSql(req, KINDS[type].collection, 'd')
      const rows = (await drizzle.execute(suggestSql(type, visible, q, prefix))).rows as Row[]
      return rows.map((row) => ({ type, id: Number(row.id), title: row.title, url: KINDS[type].url(row) }))
    }),
  )
  return { query: q, suggestions: groups.flat() }
}
