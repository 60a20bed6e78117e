/**
 * The database part of an archive: a plain SQL dump by pg_dump (PostgreSQL's, or PGlite's through
 * @electric-sql/pglite-tools), one INSERT per row. Read here statement by statement: to count the
 * rows, to refuse what pg_dump never writes, and to run it on either database.
 */

/** A dump that is not one pg_dump wrote for this site's schema. */
export class DumpError extends Error {
  name = 'DumpError'
}

/**
 * The statements of `sql`, each with its ending `;`, without the comments between them. Quotes
 * ('…', E'…', "…", $tag$…$tag$) and comments are followed, so a `;` in a value ends nothing.
 */
export function* statements(sql: string): Generator<string> {
  let start = 0
  let i = 0
  const n = sql.length
  while (i < n) {
    const char = sql[i]!
    if (char === "'") {
      // E'…' strings escape with backslashes; standard ones only double the quote.
      const escaped = i > 0 && /[eE]/.test(sql[i - 1]!) && (i < 2 || !/[\w$]/.test(sql[i - 2]!))
      i++
      while (i < n) {
        if (escaped && sql[i] === '\\') i += 2
        else if (sql[i] === "'" && sql[i + 1] === "'") i += 2
        else if (sql[i] === "'") break
        else i++
      }
      i++
    } else if (char === '"') {
      i = sql.indexOf('"', i + 1)
      i = i === -1 ? n : i + 1
    } else if (char === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i)
      if (sql.slice(start, i).trim() === '') start = end === -1 ? n : end + 1
      i = end === -1 ? n : end + 1
    } else if (char === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2)
      i = end === -1 ? n : end + 2
    } else if (char === '$' && !/[\w$]/.test(sql[i - 1] ?? ' ')) {
      // PostgreSQL's tags: a letter or underscore, then letters, digits or underscores (`$a1$`).
      // Read as letters only, `$a1$…` was no quote to this reader while PostgreSQL ran its `;`s.
      const tag = /^\$(?:[A-Za-z_\u0080-\uFFFF][\w\u0080-\uFFFF]*)?\$/.exec(sql.slice(i, i + 64))?.[0]
      if (!tag) {
        i++
        continue
      }
      const end = sql.indexOf(tag, i + tag.length)
      i = end === -1 ? n : end + tag.length
    } else if (char === ';') {
      const statement = sql.slice(start, i + 1).trim()
      if (statement) yield statement
      start = i + 1
      i++
    } else {
      i++
    }
  }
  if (sql.slice(start).trim() !== '') throw new DumpError('the database dump ends in the middle of a statement')
}

// A value as pg_dump writes it in an INSERT (standard_conforming_strings on): NULL, a boolean, a
// number, a quoted string, or DEFAULT for a generated column (the search vectors). Never an
// expression: PostgreSQL would run any function in it.
// A quoted string, its runs between doubled quotes read whole: a value of megabytes stays a few steps.
const QUOTED = String.raw`'[^']*(?:''[^']*)*'`
const LITERAL = String.raw`(?:NULL|DEFAULT|true|false|-?\d+(?:\.\d+)?(?:e[+-]?\d+)?|${QUOTED})`
/** One row of one table: its values, literals only. */
const INSERT_ROW = new RegExp(String.raw`^INSERT INTO public\.\w+ VALUES \(${LITERAL}(?:, ${LITERAL})*\);$`)

/**
 * What pg_dump writes for this site's schema, and nothing else: a dump that holds any other
 * statement (a function, COPY … PROGRAM, a role, a DROP) was not made by the backup command.
 */
const ALLOWED = [
  /^SET \w+ = [^;]*;$/,
  /^SELECT pg_catalog\.set_config\('search_path', '', false\);$/,
  /^SELECT pg_catalog\.setval\('public\.\w+', \d+, (true|false)\);$/,
  /^CREATE TYPE public\.\w+ AS ENUM \(/,
  /^CREATE TABLE public\.\w+ \(/,
  /^CREATE SEQUENCE public\.\w+\s/,
  /^ALTER SEQUENCE public\.\w+ OWNED BY public\.\w+\.\w+;$/,
  /^ALTER TABLE ONLY public\.\w+ ALTER COLUMN \w+ SET DEFAULT nextval\('public\.\w+'::regclass\);$/,
  /^ALTER TABLE ONLY public\.\w+\s+ADD CONSTRAINT \w+ (PRIMARY KEY|UNIQUE|FOREIGN KEY|CHECK) /,
  // pg_dump quotes a name with capitals (Payload's index names for camelCase fields).
  /^CREATE (UNIQUE )?INDEX (\w+|"\w+") ON public\.\w+ USING btree /,
  // Site search (migrations site_search, suggestion_indexes): its two extensions, its text search configuration, its indexes.
  /^CREATE EXTENSION IF NOT EXISTS (pg_trgm|unaccent) WITH SCHEMA public;$/,
  /^COMMENT ON EXTENSION (pg_trgm|unaccent) IS '[^']*';$/,
  /^CREATE TEXT SEARCH CONFIGURATION public\.site_search \(\s+PARSER = pg_catalog\."default" \);$/,
  /^ALTER TEXT SEARCH CONFIGURATION public\.site_search\s+ADD MAPPING FOR "?\w+"? WITH [\w.]+(, [\w.]+)*;$/,
  /^CREATE INDEX \w+ ON public\.\w+ USING (gin|gist) /,
  INSERT_ROW,
]

const INSERT = /^INSERT INTO public\.(\w+) VALUES \(/

/**
 * The words a schema statement of this site's dump writes before a `(`: the functions of its
 * defaults, search vectors and indexes, and the keywords, types and index methods that take one.
 * Any other call (in a default, a CHECK, an index expression) would run when rows are written:
 * refused, as a function's definition is. A name in `public.` is a table or a type of the schema.
 */
const SCHEMA_CALLS = new Set([
  'now',
  'nextval',
  'to_tsvector',
  'setweight',
  'strip',
  'coalesce',
  'jsonb_path_query_array',
  'lower',
  'unaccent',
  'pg_catalog.setval',
  'pg_catalog.set_config',
  'btree',
  'gin',
  'gist',
  'key',
  'values',
  'enum',
  'as',
  'with',
  'timestamp',
  'varying',
  'numeric',
])

/** The first call in `statement` (outside its strings and quoted names) that is not one of SCHEMA_CALLS, or null. */
function unknownCall(statement: string): string | null {
  const bare = statement.replace(new RegExp(String.raw`${QUOTED}|"[^"]*"`, 'g'), "''")
  for (const [, name] of bare.matchAll(/([A-Za-z_][\w.$]*)\s*\(/g)) {
    const called = name!.toLowerCase()
    if (!SCHEMA_CALLS.has(called) && !called.startsWith('public.')) return name!
  }
  return null
}

export type DumpSummary = { tables: Record<string, number>; migrations: string[]; statements: number }

/** Checks each statement of `sql` against what pg_dump writes, and counts the rows of each table. */
export function summarise(sql: string): DumpSummary {
  const tables: Record<string, number> = {}
  const migrations: string[] = []
  let count = 0
  for (const statement of statements(sql)) {
    count++
    if (!ALLOWED.some((pattern) => pattern.test(statement))) {
      throw new DumpError(`the database dump holds a statement pg_dump does not write for this site: ${JSON.stringify(statement.slice(0, 80))}`)
    }
    const table = INSERT.exec(statement)?.[1]
    if (!table) {
      const call = unknownCall(statement)
      if (call) throw new DumpError(`the database dump calls ${JSON.stringify(call.slice(0, 80))}, which pg_dump does not write for this site`)
      const created = /^CREATE TABLE public\.(\w+) /.exec(statement)?.[1]
      if (created) tables[created] ??= 0
      continue
    }
    tables[table] = (tables[table] ?? 0) + 1
    if (table === 'payload_migrations') {
      // (id, 'name', batch, updated_at, created_at): the initial migration's columns.
      const name = /^INSERT INTO public\.payload_migrations VALUES \(\d+, '([^']*)'/.exec(statement)?.[1]
      if (name) migrations.push(name)
    }
  }
  return { tables, migrations, statements: count }
}

/**
 * pg_dump's own lines that are no SQL (psql's `\restrict`, which PostgreSQL 15.14 and later
 * write) left out: the dump is then run by any client, on PGlite and PostgreSQL alike.
 */
export function portable(sql: string): string {
  return sql.replace(/^\\(un)?restrict\b.*\r?\n?/gm, '')
}
