import { describe, expect, it } from 'vitest'
import { contentStatements } from './queryLog'

describe('contentStatements', () => {
  it('keeps the reads and writes from the moment on, not transaction control, settings, a liveness check or background work', () => {
    const log = [
      { at: 90, sql: 'select * from "albums"' },
      { at: 100, sql: 'BEGIN' },
      { at: 100, sql: 'select "id" from "albums" where "slug" = $1' },
      { at: 101, sql: 'SET LOCAL statement_timeout = 0' },
      { at: 102, sql: 'savepoint s1' },
      { at: 103, sql: 'insert into "comments" ("body") values ($1)' },
      { at: 104, sql: 'COMMIT' },
      { at: 105, sql: 'select "payload_jobs"."id" from "payload_jobs" where "payload_jobs"."completed_at" is null' },
      { at: 106, sql: 'insert into "payload_jobs_log" ("_order", "_parent_id") values ($1, $2)' },
      { at: 107, sql: "WITH claimed AS ( UPDATE release_mail_recipients SET state = 'sending' ) SELECT * FROM claimed" },
      { at: 108, sql: 'WITH made AS ( INSERT INTO release_mails (album_id) SELECT a.id FROM albums a ) SELECT 1' },
      { at: 109, sql: 'SELECT 1' },
      { at: 110, sql: 'select 1 from "albums" where "slug" = $1' },
      { at: 111, sql: 'settle_up()' },
    ]
    expect(contentStatements(log, 100).map((entry) => entry.sql)).toEqual([
      'select "id" from "albums" where "slug" = $1',
      'insert into "comments" ("body") values ($1)',
      'select 1 from "albums" where "slug" = $1',
      'settle_up()',
    ])
  })
})
