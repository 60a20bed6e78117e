import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'
import { SEARCH_KINDS, type SearchKind, type SuggestParams } from '../schemas/search'
import { CONFIG, KINDS } from './query'
import { runPrepared } from './prepared'
import { prefixQuery, searchWords } from './terms'
import { visibleSql } from './visibility'

/** How many of each kind the header's list offers: the results page has the rest. */
export const SUGGESTIONS_PER_KIND = 3

export type Suggestion = { type: SearchKind; id: number; title: string; url: string }
export type SuggestAnswer = { query: string; suggestions: Suggestion[] }

type Row = { type: SearchKind; id: number; title: string; slug: string | null; rank: string }

const LIMIT = sql.raw(String(SUGGESTIONS_PER_KIND))

/**
 * One kind's suggestions: titles alone, each word as a prefix of a title's word, else the title a
 * typo or two away; prefix matches first, the shorter title first (more of it is what was typed),
 * then typos, the closer first; the newer among equals. Prefixes and typos are each a SELECT on
 * an index of their own (the stored title words, the titles' trigrams): joined by OR, the planner
 * underrates what trigrams cost a row and reads the whole table on every letter typed. The typo
 * SELECT runs only when prefixes found fewer than a full list; its two measures (the whole title,
 * the best-matching part of it) are two scans of the trigram index ORed into one read of the rows.
 */
function suggestSql(type: SearchKind, visible: SQL, query: string, prefix: string): SQL {
  const kind = KINDS[type]
  const words = sql`strip(to_tsvector(${CONFIG}, ${query}))::text`
  const prefixed = sql`d.search_title_words @@ to_tsquery(${CONFIG}, ${prefix})`
  const select = (typo: boolean, match: SQL, closeness: SQL) => sql`
    SELECT ${kind.brief}, ${sql.raw(typo ? '1' : '0')} AS typo, ${kind.newest} AS newest, ${closeness} AS closeness
    FROM ${kind.table} WHERE ${visible} AND ${match}`
  const typos = select(
    true,
    sql`(d.search_title % ${words} OR ${words} <% d.search_title) AND NOT ${prefixed} AND (SELECT count(*) FROM prefixed) < ${LIMIT}`,
    sql`greatest(similarity(d.search_title, ${words}), word_similarity(${words}, d.search_title))`,
  )
  const best = sql.raw(`ORDER BY closeness DESC, newest DESC NULLS LAST, id DESC LIMIT ${SUGGESTIONS_PER_KIND}`)
  return sql`
    WITH prefixed AS (${select(false, prefixed, sql.raw('-length(d.search_title)'))} ${best})
    SELECT id, title, slug, row_number() OVER (ORDER BY typo, closeness DESC, newest DESC NULLS LAST, id DESC) AS rank FROM (
      SELECT * FROM prefixed
      UNION ALL
      (${typos} ${best})
    ) found
    ORDER BY rank LIMIT ${LIMIT}`
}

/**
 * The header's suggestions for what is typed so far: a few titles of each kind the caller of
 * `req` may read, in one statement (one round trip, one prepared statement per read rule's
 * shape). Read afresh each time, never cached.
 */
export async function suggest(req: PayloadRequest, { q }: SuggestParams): Promise<SuggestAnswer> {
  const prefix = prefixQuery(searchWords(q))
  if (prefix === null) return { query: q, suggestions: [] }
  const kinds = await Promise.all(
    SEARCH_KINDS.map(async (type) => sql`SELECT ${type}::text AS type, s.* FROM (${suggestSql(type, await visibleSql(req, KINDS[type].collection, 'd'), q, prefix)}) s`),
  )
  const rows = await runPrepared<Row>(req.payload, sql.join(kinds, sql.raw(' UNION ALL ')))
  // UNION ALL keeps no order of its own: the kinds go in SEARCH_KINDS's, each in its rank.
  const ranked = SEARCH_KINDS.flatMap((type) => rows.filter((row) => row.type === type).sort((a, b) => Number(a.rank) - Number(b.rank)))
  return { query: q, suggestions: ranked.map((row) => ({ type: row.type, id: Number(row.id), title: row.title, url: KINDS[row.type].url(row) })) }
}
