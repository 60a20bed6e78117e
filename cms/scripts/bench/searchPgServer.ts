/**
 * The search bench's bare node:http + pg server: GET /?q= runs the very SQL GET /api/search runs
 * for a visitor (cms/search/query.ts, the three groups' first pages, visibility from the
 * collections' read access for nobody signed in), straight from a pg Pool, and answers the rows.
 * The reference for the app's search latency.
 *
 *   DATABASE_URL=… PORT=… node --import tsx cms/scripts/bench/searchPgServer.ts
 */
import http from 'node:http'
import { PgDialect } from '@payloadcms/db-postgres/drizzle/pg-core'
import pg from 'pg'
import type { Access, CollectionSlug, Where } from 'payload'
import { activeOrAdmin } from '../../access/activeOrAdmin'
import { publishedOrAdmin } from '../../access/publishedOrAdmin'
import { releasedOrAdmin } from '../../access/releasedOrAdmin'
import { SEARCH_KINDS } from '../../schemas/search'
import { groupSql, scopeSql } from '../../search/query'
import { searchTerms } from '../../search/terms'
import { whereSql, type RuleSql } from '../../search/visibility'

const RULES: Partial<Record<CollectionSlug, Access>> = { albums: releasedOrAdmin, artists: activeOrAdmin, 'blog-posts': publishedOrAdmin }
// A visitor's rules, asked as the app asks them (the access functions read only req.user).
const visitorRules: RuleSql = async (collection, alias) => {
  const rule = (await RULES[collection]!({ req: { user: null } } as Parameters<Access>[0])) as Where
  return whereSql(rule, alias, new Set(Object.keys(rule)))
}
const dialect = new PgDialect()
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 })

async function visitorSearch(q: string) {
  const terms = searchTerms(q)
  return Promise.all(
    SEARCH_KINDS.map(async (type) => {
      const query = dialect.sqlToQuery(groupSql(type, await scopeSql(type, visitorRules, visitorRules), q, terms, 1))
      return (await pool.query(query.sql, query.params)).rows
    }),
  )
}

const server = http.createServer((request, response) => {
  const q = new URL(request.url ?? '/', 'http://floor').searchParams.get('q') ?? ''
  visitorSearch(q).then(
    (groups) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(groups)),
    (error: Error) => response.writeHead(500).end(error.message),
  )
})
server.listen(Number(process.env.PORT), '127.0.0.1')
