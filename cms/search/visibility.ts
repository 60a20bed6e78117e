import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { CollectionSlug, PayloadRequest, Where } from 'payload'

const OPERATORS: Record<string, string> = {
  equals: '=',
  not_equals: '<>',
  less_than: '<',
  less_than_equal: '<=',
  greater_than: '>',
  greater_than_equal: '>=',
}

const column = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

/**
 * A read rule's query (a Payload `Where`) as SQL on the table aliased `alias`. It knows the few
 * operators the collections' rules use; any other makes the search fail loudly rather than show
 * what the rule would hide.
 */
export function whereSql(where: Where, alias: string, fields: ReadonlySet<string>): SQL {
  const parts = Object.entries(where).map(([key, condition]): SQL => {
    if (key === 'and' || key === 'or') {
      const branches = (condition as Where[]).map((branch) => whereSql(branch, alias, fields))
      if (branches.length === 0) return sql.raw(key === 'and' ? 'true' : 'false')
      return sql`(${sql.join(branches, sql.raw(key === 'and' ? ' AND ' : ' OR '))})`
    }
    if (!fields.has(key) || !/^[a-z][A-Za-z]*$/.test(key)) throw new Error(`Search cannot apply a read rule on "${key}"`)
    const tests = Object.entries(condition as Record<string, unknown>).map(([operator, value]) => {
      const symbol = OPERATORS[operator]
      if (!symbol || !['string', 'number', 'boolean'].includes(typeof value)) throw new Error(`Search cannot apply a read rule's "${operator}" on "${key}"`)
      return sql`${sql.identifier(alias)}.${sql.identifier(column(key))} ${sql.raw(symbol)} ${value}`
    })
    return sql.join(tests, sql.raw(' AND '))
  })
  return parts.length === 0 ? sql.raw('true') : sql`(${sql.join(parts, sql.raw(' AND '))})`
}

/**
 * What of `collection` the caller of `req` may read, as SQL on the table aliased `alias`: the
 * collection's own read access, asked now (an album scheduled for a moment that has passed is
 * then visible, with nobody acting), so the search shows what every other way in shows.
 */
export async function visibleSql(req: PayloadRequest, collection: CollectionSlug, alias: string): Promise<SQL> {
  const config = req.payload.collections[collection].config
  const rule = await config.access.read({ req })
  if (rule === true) return sql.raw('true')
  if (rule === false) return sql.raw('false')
  const fields = new Set(config.flattenedFields.map((field) => field.name))
  return whereSql(rule, alias, fields)
}

/** A collection's read rule for a caller, as SQL on the table aliased `alias`. */
export type RuleSql = (collection: CollectionSlug, alias: string) => Promise<SQL>

/** The read rules of `req`'s caller, asked of the collections themselves. */
export const rulesOf =
  (req: PayloadRequest): RuleSql =>
  (collection, alias) =>
    visibleSql(req, collection, alias)

/** The read rules of a signed-out visitor, whom every cached public page is made for. */
export const visitorRulesOf = (req: PayloadRequest): RuleSql => rulesOf({ ...req, user: null })
