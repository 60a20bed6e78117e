import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { CollectionSlug, PayloadRequest } from 'payload'
import { COLLECTIVE_NAME } from '../constants'
import { artistAnchor } from '../lib/artistAnchor'
import { SEARCH_KINDS, SEARCH_LIMITS, type SearchKind, type SearchParams } from '../schemas/search'
import { snippet } from './snippet'
import { prefixQuery, searchTerms, type SearchTerms } from './terms'
import { rulesOf, visitorRulesOf, type RuleSql } from './visibility'

export type SearchHit = { id: number; title: string; url: string; detail: string | null; snippet: string; date: string | null }
export type SearchGroup = { type: SearchKind; total: number; results: SearchHit[] }
export type SearchAnswer = { query: string; words: string[]; page: number; pageSize: number; groups: SearchGroup[] }

type Row = { id: number; title: string; slug: string | null; detail: string | null; text: string | null; body: string | null; date: Date | string | null; total: string | number }

/** The text search configuration of migration site_search: english stems, accents dropped. */
export const CONFIG = sql.raw(`'public.site_search'::regconfig`)

/** The normalised words of a title (a stored column), which its trigram index is built on. */
const titleWords = sql.raw('d.search_title')

type Kind = {
  collection: CollectionSlug
  /** The rows searched, as `d`. */
  table: SQL
  /** The weighted document matched and ranked: titles A, names B, descriptions and bodies C. */
  document: SQL
  title: SQL
  /** "Newer first among equals". */
  newest: SQL
  columns: SQL
  /** What a suggestion shows: id, title and slug. */
  brief: SQL
  url: (row: Pick<Row, 'id' | 'slug' | 'title'>) => string
}

export const KINDS: Record<SearchKind, Kind> = {
  albums: {
    collection: 'albums',
    table: sql.raw('albums d'),
    // The artist's name (`a`, see scopeSql) is the album's too: "sigur ros ágætis" finds the album.
    document: sql.raw(`(d.search_vector || coalesce(a.search_name, ''::tsvector))`),
    title: titleWords,
    newest: sql.raw('d.release_date'),
    // The artist, else the album's credit (SPEC's label for none: the collective's name).
    columns: sql`d.id, d.title, d.slug, coalesce(a.name, nullif(btrim(d.featured_artist), ''), ${COLLECTIVE_NAME}::text) AS detail, d.description AS text, NULL AS body, d.release_date AS date`,
    brief: sql.raw('d.id, d.title, d.slug'),
    url: (row) => `/albums/${encodeURIComponent(row.slug ?? String(row.id))}`,
  },
  artists: {
    collection: 'artists',
    table: sql.raw('artists d'),
    document: sql.raw('d.search_vector'),
    title: titleWords,
    newest: sql.raw('d.created_at'),
    columns: sql.raw('d.id, d.name AS title, NULL AS slug, d.model_version AS detail, d.description AS text, NULL AS body, NULL AS date'),
    brief: sql.raw('d.id, d.name AS title, NULL AS slug'),
    // No page per artist (SPEC): the artists page, searched for the name, at the artist's card.
    url: (row) => `/artists?q=${encodeURIComponent(row.title)}#${encodeURIComponent(artistAnchor(row.title))}`,
  },
  posts: {
    collection: 'blog-posts',
    table: sql.raw('blog_posts d'),
    document: sql.raw('d.search_vector'),
    title: titleWords,
    newest: sql.raw('d.published_at'),
    // The body only for the page's few rows: a passage is cut from it when the excerpt lacks the words.
    columns: sql.raw(
      `d.id, d.title, d.slug, d.author_name AS detail, d.excerpt AS text, left(array_to_string(ARRAY(SELECT jsonb_path_query(d.content, 'strict $.**.text') #>> '{}'), ' '), 20000) AS body, d.published_at AS date`,
    ),
    brief: sql.raw('d.id, d.title, d.slug'),
    url: (row) => `/blog/${encodeURIComponent(row.slug ?? '')}`,
  },
}

/** Where a search of one kind looks: the rows, as `d`, with what their results show (`from`), and which of them it offers (`where`). */
export type Scope = { from: SQL; where: SQL }

/**
 * What of a kind the search and the suggestions offer: what the caller may read of it (`caller`'s
 * rules). An album's artist is joined as `a` only where the caller may read it, so a switched-off
 * artist's name neither shows beside its albums nor finds them. Artists are offered only with a
 * card on /artists to open: that page is the same for everyone (`visitor`'s rules) and derives its
 * artists from the albums' featuredArtist text, the collective's where there is none (SPEC), so an
 * artist record credited on no released album (a new artist whose album is scheduled, or whose
 * albums credit no one) would lead to "No artist is called anything like …".
 */
export async function scopeSql(type: SearchKind, caller: RuleSql, visitor: RuleSql): Promise<Scope> {
  const { collection, table } = KINDS[type]
  const where = await caller(collection, 'd')
  if (type === 'albums') return { from: sql`albums d LEFT JOIN artists a ON a.id = d.artist_id AND ${await caller('artists', 'a')}`, where }
  if (type !== 'artists') return { from: table, where }
  const credits = await visitor('albums', 'v')
  const credited = sql`lower(btrim(d.name)) IN (SELECT lower(coalesce(nullif(btrim(v.featured_artist), ''), ${COLLECTIVE_NAME}::text)) FROM albums v WHERE ${credits})`
  return { from: table, where: sql`${where} AND ${credited}` }
}

/**
 * The words as prefixes in the site's configuration (stemmed, accents dropped); when that leaves
 * nothing, every word was a stop word ("over", "how"), which the stems drop: those words as they
 * are, so that "over" still finds "Overclocked".
 */
function prefixSql(words: readonly string[]): SQL {
  const prefix = prefixQuery(words)
  if (prefix === null) return sql.raw('NULL::tsquery')
  const stemmed = sql`to_tsquery(${CONFIG}, ${prefix})`
  return sql`CASE WHEN numnode(${stemmed}) > 0 THEN ${stemmed} ELSE to_tsquery('simple', ${prefix}) END`
}

/**
 * One group's page (exported for the bench's bare node+pg server, which runs the same SQL): rows matching the search as words in any order (websearch syntax), as
 * prefixes of words, or as a title a typo or two away (trigrams), that the caller may read, and
 * none holding what the search excludes ("-word"), however they match.
 * Ranked by where the words are (title above name above description) and how close the title
 * is, rounded so that near-equal ranks tie and the newer comes first.
 */
export function groupSql(type: SearchKind, { from, where }: Scope, query: string, { words, excluded }: SearchTerms, page: number): SQL {
  const kind = KINDS[type]
  const { document, title } = kind
  return sql`
    WITH q AS (
      SELECT websearch_to_tsquery(${CONFIG}, ${query}) AS web,
             ${prefixSql(words)} AS prefix,
             ${excluded === null ? sql.raw('NULL::tsquery') : sql`websearch_to_tsquery(${CONFIG}, ${excluded})`} AS excluded,
             strip(to_tsvector(${CONFIG}, ${words.join(' ')}))::text AS words
    )
    SELECT ${kind.columns}, count(*) OVER () AS total
    FROM ${from}, q
    WHERE ${where}
      AND (${document} @@ q.web OR ${document} @@ q.prefix OR ${title} % q.words OR q.words <% ${title})
      AND NOT coalesce(${document} @@ q.excluded, false)
    ORDER BY round((greatest(coalesce(ts_rank(${document}, q.web), 0), coalesce(ts_rank(${document}, q.prefix), 0))
      + word_similarity(q.words, ${title}))::numeric, 1) DESC, ${kind.newest} DESC NULLS LAST, d.id DESC
    LIMIT ${SEARCH_LIMITS.pageSize} OFFSET ${(page - 1) * SEARCH_LIMITS.pageSize}`
}

const isoDate = (value: Row['date']) => (value === null ? null : new Date(value).toISOString())

async function searchGroup(req: PayloadRequest, type: SearchKind, query: string, terms: SearchTerms, page: number): Promise<SearchGroup> {
  const kind = KINDS[type]
  const scope = await scopeSql(type, rulesOf(req), visitorRulesOf(req))
  const { drizzle } = req.payload.db as unknown as PostgresAdapter
  const run = async (onPage: number) => (await drizzle.execute(groupSql(type, scope, query, terms, onPage))).rows as Row[]
  const rows = await run(page)
  // Past the last page there is no row to carry the count: the first page's says it.
  const total = rows[0] ? Number(rows[0].total) : page > 1 ? Number((await run(1))[0]?.total ?? 0) : 0
  const results = rows.map((row) => ({
    id: Number(row.id),
    title: row.title,
    url: kind.url(row),
    detail: row.detail,
    snippet: snippet([row.text, row.body], terms.words),
    date: isoDate(row.date),
  }))
  return { type, total, results }
}

/**
 * The site's search (GET /api/search, /search): each asked group's page of what the caller of
 * `req` may read. Read afresh each time, never cached: a made-up search keeps nothing.
 */
export async function search(req: PayloadRequest, { q, type, page }: SearchParams): Promise<SearchAnswer> {
  const terms = searchTerms(q)
  const types = type ? [type] : [...SEARCH_KINDS]
  const groups = await Promise.all(types.map((each) => searchGroup(req, each, q, terms, page)))
  return { query: q, words: terms.words, page, pageSize: SEARCH_LIMITS.pageSize, groups }
}
