import { describe, expect, it } from 'vitest'
import { contentStatements } from './queryLog'

describe('contentStatements', () => {
  it('keeps the reads and writes from the moment on, not transaction control, settings or the job queue', () => {
    const log = [
      { at: 90, sql: 'select * from "albums"' },
      { at: 100, sql: 'BEGIN' },
      { at: 100, sql: 'select "id" from "albums" where "slug" = $1' },
      { at: 101, sql: 'SET LOCAL statement_timeout = 0' },
      { at: 102, sql: 'savepoint s1' },
      { at: 103, sql: 'insert into "comments" ("body") values ($1)' },
      { at: 104, sql: 'COMMIT' },
      { at: 105, sql: 'select "payload_jobs"."id" from "payload_jobs" where "payload_jobs"."completed_at" is null' },
    ]
    expect(contentStatements(log, 100).map((entry) => entry.sql)).toEqual([
      'select "id" from "albums" where "slug" = $1',
      'insert into "comments" ("body") values ($1)',
    ])
  })
})
