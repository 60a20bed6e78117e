import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import { drizzle } from '@payloadcms/db-postgres/drizzle/node-postgres'
import type { PayloadRequest } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LIMITS } from '@cms/constants'
import { freeSlug, numberedStem } from './freeSlug'

let db: PGlite
let socket: PGLiteSocketServer
let client: pg.Client
let req: PayloadRequest

beforeAll(async () => {
  db = await PGlite.create()
  socket = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0 })
  await socket.start()
  client = new pg.Client({ connectionString: `postgres://postgres@${socket.getServerConn()}/postgres` })
  await client.connect()
  await client.query('CREATE TABLE albums (id serial PRIMARY KEY, slug varchar UNIQUE)')
  // Only what freeSlug reaches: the adapter's Drizzle handle, outside a transaction (no lock to take).
  req = { payload: { db: { drizzle: drizzle({ client }) } } } as unknown as PayloadRequest
})

afterAll(async () => {
  await client.end()
  await socket.stop()
  await db.close()
})

async function withSlugs(slugs: string[], base = 'untitled'): Promise<string> {
  await client.query('TRUNCATE albums')
  if (slugs.length > 0) await client.query('INSERT INTO albums (slug) SELECT unnest($1::text[])', [slugs])
  return freeSlug(req, 'albums', base)
}

describe('freeSlug', () => {
  it('gives the base, else the smallest free -n from 2', async () => {
    expect(await withSlugs([])).toBe('untitled')
    expect(await withSlugs(['untitled-2'])).toBe('untitled')
    expect(await withSlugs(['untitled'])).toBe('untitled-2')
    expect(await withSlugs(['untitled', 'untitled-2', 'untitled-3'])).toBe('untitled-4')
    expect(await withSlugs(['untitled', 'untitled-3', 'untitled-4'])).toBe('untitled-2')
    expect(await withSlugs(['untitled', 'untitled-2', 'untitled-4'])).toBe('untitled-3')
  })

  it('counts only slugs of the form base-n: other suffixes, other cases and other bases do not hold a number', async () => {
    const others = ['untitled-02', 'untitled-2-3', 'untitled-x', 'untitled-99999999999', 'Untitled-3', 'untitledx-3', 'x-untitled-3']
    expect(await withSlugs(['untitled', 'untitled-2', ...others])).toBe('untitled-3')
  })

  it('finds the next number beside thousands of documents of one title', async () => {
    const slugs = ['untitled', ...Array.from({ length: 5000 }, (_, n) => `untitled-${n + 2}`)]
    expect(await withSlugs(slugs)).toBe('untitled-5002')
  })

  it('keeps a numbered slug within the limit: a long base is cut before its -n, never on a hyphen', async () => {
    const long = `${'a'.repeat(LIMITS.slug - 12)}-${'b'.repeat(11)}`
    expect(long).toHaveLength(LIMITS.slug)
    expect(await withSlugs([], long)).toBe(long)
    const stem = numberedStem(long)
    expect(stem).toBe('a'.repeat(LIMITS.slug - 12))
    expect(await withSlugs([long], long)).toBe(`${stem}-2`)
    expect(await withSlugs([long, `${stem}-2`], long)).toBe(`${stem}-3`)
    expect((await withSlugs([long, `${stem}-999999999`], long)).length).toBeLessThanOrEqual(LIMITS.slug)
    expect(numberedStem('untitled')).toBe('untitled')
  })
})
