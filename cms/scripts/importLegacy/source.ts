import pg from 'pg'
import { preview } from './preview'
import { readTextTimestamp } from './textTimestamp'

/** The original app's tables (../shared/legacy-schema.sql) as the import reads them. */
export type LegacyUser = {
  id: string
  email: string | null
  first_name: string | null
  last_name: string | null
  profile_image_url: string | null
  role: string | null
  created_at: Date | null
  updated_at: Date | null
}
export type LegacyArtist = {
  id: number
  name: string
  description: string | null
  model_version: string | null
  profile_image_url: string | null
  spotify_url: string | null
  is_active: boolean | null
  created_at: Date | null
}
export type LegacyAlbum = {
  id: number
  title: string
  artist_id: number | null
  featured_artist: string | null
  description: string | null
  cover_image_url: string | null
  spotify_url: string | null
  release_date: Date | null
  is_active: boolean | null
  created_at: Date | null
}
export type LegacyPost = {
  id: number
  title: string
  slug: string
  content: string
  excerpt: string | null
  cover_image_url: string | null
  author_id: string
  author_name: string | null
  status: string
  published_at: Date | null
  created_at: Date | null
  updated_at: Date | null
}
export type LegacyComment = {
  id: number
  blog_post_id: number
  author_id: string
  parent_id: number | null
  content: string
  is_edited: boolean | null
  created_at: Date | null
  updated_at: Date | null
}
export type LegacySubmission = {
  id: number
  user_id: string | null
  name: string | null
  email: string | null
  title: string
  lyrics: string
  genre: string | null
  notes: string | null
  status: string | null
  created_at: Date | null
}

/**
 * Every legacy row also names its timestamps that no date here can hold (`column "value" is out
 * of range`), and, when it cannot come over at all, why (text that is not UTF-8).
 */
type Unreadable = { unreadable: string[]; refused?: string }

export type LegacyData = {
  users: (LegacyUser & Unreadable)[]
  artists: (LegacyArtist & Unreadable)[]
  albums: (LegacyAlbum & Unreadable)[]
  blog_posts: (LegacyPost & Unreadable)[]
  comments: (LegacyComment & Unreadable)[]
  lyric_submissions: (LegacySubmission & Unreadable)[]
}
export type LegacyTable = keyof LegacyData

// The columns read from each table, in the import's order (sessions are not imported).
const COLUMNS: { [T in LegacyTable]: readonly (Exclude<keyof LegacyData[T][number], keyof Unreadable> & string)[] } = {
  users: ['id', 'email', 'first_name', 'last_name', 'profile_image_url', 'role', 'created_at', 'updated_at'],
  artists: ['id', 'name', 'description', 'model_version', 'profile_image_url', 'spotify_url', 'is_active', 'created_at'],
  albums: ['id', 'title', 'artist_id', 'featured_artist', 'description', 'cover_image_url', 'spotify_url', 'release_date', 'is_active', 'created_at'],
  blog_posts: ['id', 'title', 'slug', 'content', 'excerpt', 'cover_image_url', 'author_id', 'author_name', 'status', 'published_at', 'created_at', 'updated_at'],
  comments: ['id', 'blog_post_id', 'author_id', 'parent_id', 'content', 'is_edited', 'created_at', 'updated_at'],
  lyric_submissions: ['id', 'user_id', 'name', 'email', 'title', 'lyrics', 'genre', 'notes', 'status', 'created_at'],
}
export const LEGACY_TABLES = Object.keys(COLUMNS) as LegacyTable[]

const TIMESTAMPS = new Set(['created_at', 'updated_at', 'release_date', 'published_at'])
const TIMESTAMP_TYPES = new Set(['timestamp without time zone', 'timestamp with time zone', 'date'])
const TEXT_TYPES = new Set(['text', 'character varying', 'character'])

/** How the source's columns are read: the type of each (`table.column`), and whether its text is checked UTF-8. */
type Reading = { types: Map<string, string>; sqlAscii: boolean }

const isTimestampTyped = (reading: Reading, table: LegacyTable, column: string) => TIMESTAMP_TYPES.has(reading.types.get(`${table}.${column}`) ?? '')

// A timestamp the site holds: finite, from year 1000 (its own date rule) to 9999. Null stays null.
const inRange = (column: string) => `isfinite("${column}") AND "${column}" >= '1000-01-01' AND "${column}" < '10000-01-01'`

/**
 * SQL reading a table's columns, a timestamp the site does not hold (infinity, before year 1000
 * or after 9999) as missing, and naming those in `unreadable` for the report. Year 1 was stored,
 * then read back as 2001. A timestamp kept as text is read as text, for readRow to check; so is
 * all text of a SQL_ASCII database, as bytes: PostgreSQL refused to send a value that is not
 * UTF-8, which failed the whole table.
 */
function selectColumns(table: LegacyTable, reading: Reading): string {
  const columns = COLUMNS[table].map((c) => {
    const asBytes = reading.sqlAscii && TEXT_TYPES.has(reading.types.get(`${table}.${c}`) ?? '')
    if (asBytes) return `convert_to("${c}", 'SQL_ASCII') AS "${c}"`
    if (!TIMESTAMPS.has(c)) return `"${c}"`
    return isTimestampTyped(reading, table, c) ? `CASE WHEN ${inRange(c)} THEN "${c}" END AS "${c}"` : `"${c}"::text AS "${c}"`
  })
  const checks = COLUMNS[table]
    .filter((column) => TIMESTAMPS.has(column) && isTimestampTyped(reading, table, column))
    .map((c) => `CASE WHEN NOT (${inRange(c)}) THEN '${c} "' || "${c}"::text || '" is out of range' END`)
  return `${columns.join(', ')}, array_remove(ARRAY[${checks.join(', ')}]::text[], NULL) AS unreadable`
}

const utf8 = new TextDecoder('utf-8', { fatal: true })
const lossy = new TextDecoder('utf-8')

/** A row as selectColumns read it, made a legacy row: its bytes checked as UTF-8, its text timestamps read. */
function readRow(table: LegacyTable, row: Record<string, unknown> & Unreadable, reading: Reading): void {
  for (const column of COLUMNS[table]) {
    const value = row[column]
    if (value instanceof Uint8Array) {
      try {
        row[column] = utf8.decode(value)
      } catch {
        row[column] = lossy.decode(value)
        row.refused ??= `${column} ${preview(row[column])} is not UTF-8 text (the source database is SQL_ASCII, which checks none): correct it there, then import again`
      }
    }
    const text = row[column]
    if (TIMESTAMPS.has(column) && !isTimestampTyped(reading, table, column) && typeof text === 'string') {
      const read = readTextTimestamp(text)
      row[column] = read instanceof Date ? read : null
      if (!(read instanceof Date)) row.unreadable.push(`${column} ${preview(text)} is ${read}`)
    }
  }
}

/** The source could not be read: unreachable, or not the original app's schema. */
export class SourceError extends Error {
  name = 'SourceError'
}

const TIMESTAMP_WITHOUT_TIME_ZONE = 1114

/*
 * The old app's timestamps carry no zone; its server wrote them in UTC (PostgreSQL's default).
 * Read them as UTC, whatever this machine's zone, and an unreadable one (infinity, year 10000) as missing.
 */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === TIMESTAMP_WITHOUT_TIME_ZONE
      ? (value: string) => {
          const date = new Date(`${value.replace(' ', 'T')}Z`)
          return Number.isNaN(date.getTime()) ? null : date
        }
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
}

/** Checks the source has the original app's columns, and answers how to read them. */
async function checkSchema(client: pg.Client): Promise<Reading> {
  const { rows } = await client.query<{ table_name: string; column_name: string; data_type: string }>(
    `SELECT table_name, column_name, data_type FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = ANY($1)`,
    [LEGACY_TABLES],
  )
  const found = new Set(rows.map((row) => `${row.table_name}.${row.column_name}`))
  const missing = LEGACY_TABLES.flatMap((table) => COLUMNS[table].map((column) => `${table}.${column}`)).filter((name) => !found.has(name))
  if (missing.length > 0) {
    throw new SourceError(
      `This is not the original app's database: ${missing.length} of its columns ${missing.length === 1 ? 'is' : 'are'} missing (${missing.slice(0, 6).join(', ')}${missing.length > 6 ? ', …' : ''}).`,
    )
  }
  const types = new Map(rows.map((row) => [`${row.table_name}.${row.column_name}`, row.data_type]))
  const { rows: encoding } = await client.query<{ server_encoding: string }>('SHOW server_encoding')
  return { types, sqlAscii: encoding[0]!.server_encoding === 'SQL_ASCII' }
}

/** Every row of the legacy tables, in id order (users by when they joined), read in one snapshot. */
export async function readLegacy(url: string): Promise<LegacyData> {
  const client = new pg.Client({ connectionString: url, types, connectionTimeoutMillis: 10_000 })
  try {
    await client.connect()
  } catch (error) {
    throw new SourceError(`Cannot reach the source database: ${(error as Error).message}`)
  }
  try {
    const reading = await checkSchema(client)
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const read = async <T extends LegacyTable>(table: T, order: string) => {
      const { rows } = await client.query<Record<string, unknown> & Unreadable>(`SELECT ${selectColumns(table, reading)} FROM "${table}" ORDER BY ${order}`)
      for (const row of rows) readRow(table, row, reading)
      return rows as unknown as LegacyData[T]
    }
    const data: LegacyData = {
      users: await read('users', 'created_at NULLS LAST, id'),
      artists: await read('artists', 'id'),
      albums: await read('albums', 'id'),
      blog_posts: await read('blog_posts', 'id'),
      comments: await read('comments', 'id'),
      lyric_submissions: await read('lyric_submissions', 'id'),
    }
    await client.query('COMMIT')
    return data
  } catch (error) {
    if (error instanceof SourceError) throw error
    // Whatever else the source answers (a column of an unexpected type, a lost connection): one line.
    throw new SourceError(`Cannot read the source database: ${(error as Error).message}`)
  } finally {
    await client.end()
  }
}
