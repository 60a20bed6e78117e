import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'
import { SEARCH_KINDS, type SearchKind, type SuggestParams } from '../schemas/search'
import { CONFIG, KINDS, scopeSql } from './query'
import { runPrepared } from './prepared'
import { searchTerms, type SearchTerms } from './terms'
import { rulesOf, visitorRulesOf } from './visibility'

/** How many of each kind the header's list offers: the results page has the rest. */
export const SUGGESTIONS_PER_KIND = 3

/** How many vocabulary words a typo may stand for: the nearest few, any of which a title may hold. */
const CORRECTIONS = 3

export type Suggestion = { type: SearchKind; id: number; title: string; url: string }
export type SuggestAnswer = { query: string; suggestions: Suggestion[] }

type Row = { type: SearchKind; id: number; title: string; slug: string | null; rank: string }

const LIMIT = sql.raw(String(SUGGESTIONS_PER_KIND))

/** A word as a quoted tsquery operand, taken as it is (a normalised word is not normalised again). */
const operand = (word: SQL) => sql`'''' || replace(replace(${word}, ${sql.raw(String.raw`'\', '\\'`)}), '''', '''''') || ''''`

/**
 * What the typed words ask of titles, as tsqueries in CTE `wanted`: `all_words`, each word as a
 * word's start ("neo" finds "Neon") or, when no title word starts so, as any of the vocabulary's
 * words nearest to it by trigrams (search_words: "horizn" is "horizon"), a word with none dropped;
 * stop words, which the stems drop, only when nothing else was typed ("over" finds "Overclocked"),
 * and then only as a word's start;
 * `any_word`, any of them; `finished`, all but the last, the word still being typed; `excluded`,
 * what the search excludes ("-word"), which no suggested title holds.
 */
function wantedSql({ words, excluded }: SearchTerms): SQL {
  return sql`
    given AS (SELECT t.word, t.ord FROM jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) WITH ORDINALITY t(word, ord)),
    stemmed AS (SELECT g.ord, v.lexeme FROM given g, unnest(tsvector_to_array(to_tsvector(${CONFIG}, g.word))) v(lexeme)),
    typed AS (
      SELECT ord, lexeme, false AS stop FROM stemmed
      UNION ALL SELECT ord, word, true FROM given WHERE NOT EXISTS (SELECT FROM stemmed)
    ),
    terms AS (
      SELECT ord, CASE WHEN EXISTS (SELECT FROM search_words w WHERE w.word ^@ lexeme) THEN ${operand(sql.raw('lexeme'))} || ':*'
        WHEN NOT stop THEN (SELECT '(' || string_agg(${operand(sql.raw('c.word'))}, ' | ') || ')'
              FROM (SELECT w.word FROM search_words w WHERE w.word % lexeme ORDER BY w.word <-> lexeme LIMIT ${sql.raw(String(CORRECTIONS))}) c)
      END AS term FROM typed
    ),
    wanted AS (
      SELECT string_agg(term, ' & ' ORDER BY ord)::tsquery AS all_words, string_agg(term, ' | ' ORDER BY ord)::tsquery AS any_word,
        (string_agg(term, ' & ' ORDER BY ord) FILTER (WHERE ord < (SELECT max(ord) FROM typed)))::tsquery AS finished,
        count(term) AS terms, websearch_to_tsquery(${CONFIG}, ${excluded}::text) AS excluded
      FROM terms
    )`
}

/**
 * One kind's suggestions: titles holding every word, the shorter first (more of it is what was
 * typed); when fewer than a full list do, titles holding some of them, the most first, then those
 * holding the finished words. The newer among equals. Both read the titles' word index alone.
 */
function suggestSql(type: SearchKind, visible: SQL): SQL {
  const kind = KINDS[type]
  const holds = (query: string) => sql`d.search_title_words @@ (SELECT ${sql.raw(query)} FROM wanted)`
  const allowed = sql`NOT coalesce(${holds('excluded')}, false)`
  const select = (partial: boolean, match: SQL, closeness: SQL, finish: SQL) => sql`
    SELECT ${kind.brief}, ${sql.raw(partial ? '1' : '0')} AS partial, ${closeness} AS closeness, ${finish} AS finish, ${kind.newest} AS newest
    FROM ${kind.table} WHERE ${visible} AND ${match} AND ${allowed}`
  const order = sql.raw(`ORDER BY closeness DESC, finish DESC, newest DESC NULLS LAST, id DESC`)
  const some = select(
    true,
    sql`(SELECT terms FROM wanted) > 1 AND (SELECT count(*) FROM whole) < ${LIMIT} AND ${holds('any_word')} AND NOT ${holds('all_words')}`,
    sql`ts_rank(d.search_title_words, (SELECT any_word FROM wanted))`,
    sql`coalesce(${holds('finished')}, false)`,
  )
  return sql`
    WITH whole AS (${select(false, holds('all_words'), sql.raw('-length(d.search_title)::real'), sql.raw('true'))} ${order} LIMIT ${LIMIT})
    SELECT id, title, slug, row_number() OVER (ORDER BY partial, closeness DESC, finish DESC, newest DESC NULLS LAST, id DESC) AS rank FROM (
      SELECT * FROM whole
      UNION ALL
      (${some} ${order} LIMIT ${LIMIT})
    ) found
    ORDER BY rank LIMIT ${LIMIT}`
}

/**
 * The header's suggestions for what is typed so far: a few titles of each kind the caller of
 * `req` may read, in one statement (one round trip, one prepared statement per read rule's
 * shape). Read afresh each time, never cached.
 */
export async function suggest(req: PayloadRequest, { q }: SuggestParams): Promise<SuggestAnswer> {
  const terms = searchTerms(q)
  if (terms.words.length === 0) return { query: q, suggestions: [] }
  const kinds = await Promise.all(
    SEARCH_KINDS.map(async (type) => sql`SELECT ${type}::text AS type, s.* FROM (${suggestSql(type, (await scopeSql(type, rulesOf(req), visitorRulesOf(req))).where)}) s`),
  )
  const rows = await runPrepared<Row>(req.payload, sql`WITH ${wantedSql(terms)} ${sql.join(kinds, sql.raw(' UNION ALL '))}`)
  // UNION ALL keeps no order of its own: the kinds go in SEARCH_KINDS's, each in its rank.
  const ranked = SEARCH_KINDS.flatMap((type) => rows.filter((row) => row.type === type).sort((a, b) => Number(a.rank) - Number(b.rank)))
  return { query: q, suggestions: ranked.map((row) => ({ type: row.type, id: Number(row.id), title: row.title, url: KINDS[row.type].url(row) })) }
}
