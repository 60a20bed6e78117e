import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import { requestDb } from '@platform/payloadRequestDb'

type Db = PostgresAdapter['drizzle']

/** The database, outside any request's transaction: every statement here commits on its own. */
const dbOf = (payload: Payload): Db => (payload.db as unknown as PostgresAdapter).drizzle

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

/** How many times a delivery is tried before it is left failed (an admin may resend it). */
export const MAX_ATTEMPTS = 5
/**
 * NEWSLETTER_STALE_CLAIM_SECONDS (default 120): a delivery claimed longer ago than this was claimed
 * by a sender that died (kill -9, a crash). Well above the longest one send takes (the SMTP
 * timeouts of cms/lib/mail.ts), or a live send would be taken again.
 */
export function staleClaimSeconds(env: Record<string, string | undefined> = process.env): number {
  const configured = Number(env.NEWSLETTER_STALE_CLAIM_SECONDS)
  return Number.isInteger(configured) && configured >= 10 ? configured : 120
}

/** Minutes before attempt `attempts + 1`: 1, 2, 4, 8. */
export const backoffMinutes = (attempts: number) => 2 ** Math.max(0, attempts - 1)

/**
 * An album first seen released longer ago than this is a backfill of the catalogue (an admin
 * adding last year's albums), not news: it is recorded as announced, and no one is mailed. A
 * week, the collective's release cadence: this Monday's album added on Friday is still news.
 */
const NEWS_DAYS = 7

/**
 * Makes the send record of every album released by now that has none, with one pending
 * delivery for each confirmed subscriber of every release or of its artist (none for an album
 * released over NEWS_DAYS ago): one statement, so a record never exists without its recipients,
 * and the album's unique record means that two runners, a re-publish or an edit add nothing.
 * Answers how many records were made.
 */
export async function announceReleases(payload: Payload): Promise<number> {
  const result = await dbOf(payload).execute(sql`
    WITH made AS (
      INSERT INTO release_mails (album_id)
      SELECT a.id FROM albums a
      WHERE a.is_active AND a.release_date <= now() AND NOT EXISTS (SELECT 1 FROM release_mails r WHERE r.album_id = a.id)
      ON CONFLICT (album_id) DO NOTHING
      RETURNING id, album_id
    ), recipients AS (
      INSERT INTO release_mail_recipients (release_mail_id, subscriber_id, state, attempts)
      SELECT made.id, s.id, 'pending', 0
      FROM made JOIN albums a ON a.id = made.album_id JOIN subscribers s ON s.status = 'confirmed'
      WHERE a.release_date > now() - make_interval(days => ${NEWS_DAYS}) AND (s.every_release OR EXISTS (
        SELECT 1 FROM subscribers_rels f WHERE f.parent_id = s.id AND f.path = 'artists' AND f.artists_id = a.artist_id
      ))
      ON CONFLICT DO NOTHING
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM made) AS made, (SELECT count(*) FROM recipients) AS recipients`)
  return Number(rowsOf<{ made: string | number }>(result)[0]?.made ?? 0)
}

const MARK_AT_ONCE = 10_000

/**
 * Gives the albums of `ids` already out a send record without recipients, in the transaction of
 * `req`: an import brings an old catalogue, which no subscriber is to be told of as new. An album
 * still scheduled is left to be announced at its moment. The clock's time, not the transaction's
 * start: an album the import dates "now" is dated after its transaction began.
 */
export async function markAnnounced(req: PayloadRequest, ids: readonly number[]): Promise<void> {
  const db = await requestDb(req)
  // In parts: one statement takes at most 65,535 parameters, and an import may bring more albums.
  for (let from = 0; from < ids.length; from += MARK_AT_ONCE) {
    const part = ids.slice(from, from + MARK_AT_ONCE)
    await db.execute(sql`
      INSERT INTO release_mails (album_id)
      SELECT id FROM albums WHERE id IN (${sql.join(part.map((id) => sql`${id}`), sql.raw(', '))}) AND release_date <= clock_timestamp()
      ON CONFLICT (album_id) DO NOTHING`)
  }
}

/**
 * Deliveries left `sending` by a sender that died are tried again. Their mail may have gone out
 * in the instant between the mail server's acceptance and the `sent` mark; claiming one
 * delivery at a time keeps that instant as short as it can be.
 */
export async function releaseStaleClaims(payload: Payload): Promise<void> {
  await dbOf(payload).execute(sql`
    UPDATE release_mail_recipients SET state = 'pending', claimed_at = NULL, updated_at = now()
    WHERE state = 'sending' AND claimed_at < now() - make_interval(secs => ${staleClaimSeconds()})`)
}

export type ClaimedDelivery = {
  id: number
  attempts: number
  subscriberId: number | null
  email: string | null
  subscribed: boolean
  /** False when the album or its artist was deleted after the record was made: nothing to announce. */
  albumExists: boolean
  title: string
  slug: string
  description: string | null
  coverUrl: string | null
  spotifyUrl: string | null
  artist: string
}

/**
 * Claims the next due delivery (pending → sending) with what its mail needs, or null when none
 * is due. SKIP LOCKED: concurrent senders, on this instance or another, never claim the same one.
 */
export async function claimDelivery(payload: Payload): Promise<ClaimedDelivery | null> {
  const result = await dbOf(payload).execute(sql`
    WITH claimed AS (
      UPDATE release_mail_recipients SET state = 'sending', claimed_at = now(), attempts = attempts + 1, updated_at = now()
      WHERE state = 'pending' AND id = (
        SELECT id FROM release_mail_recipients
        WHERE state = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= now())
        ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED
      )
      RETURNING id, attempts, release_mail_id, subscriber_id
    )
    SELECT c.id, c.attempts, c.subscriber_id AS "subscriberId", s.email, coalesce(s.status = 'confirmed', false) AS subscribed,
      a.id IS NOT NULL AND ar.id IS NOT NULL AS "albumExists", a.title, a.slug, a.description, a.cover_image_url AS "coverUrl", a.spotify_url AS "spotifyUrl", ar.name AS artist
    FROM claimed c
    LEFT JOIN release_mails rm ON rm.id = c.release_mail_id
    LEFT JOIN albums a ON a.id = rm.album_id
    LEFT JOIN artists ar ON ar.id = a.artist_id
    LEFT JOIN subscribers s ON s.id = c.subscriber_id`)
  const row = rowsOf<ClaimedDelivery>(result)[0]
  return row ? { ...row, id: Number(row.id), attempts: Number(row.attempts), subscriberId: row.subscriberId === null ? null : Number(row.subscriberId) } : null
}

export async function markSent(payload: Payload, id: number): Promise<void> {
  await dbOf(payload).execute(sql`UPDATE release_mail_recipients SET state = 'sent', updated_at = now() WHERE id = ${id} AND state = 'sending'`)
}

/**
 * A recipient who left (unsubscribed, paused, deleted), or whose album is gone, since the record
 * was made gets nothing, and is no longer listed.
 */
export async function dropDelivery(payload: Payload, id: number): Promise<void> {
  await dbOf(payload).execute(sql`DELETE FROM release_mail_recipients WHERE id = ${id} AND state = 'sending'`)
}

/**
 * A failed attempt: tried again after a backoff, or left failed after MAX_ATTEMPTS, or at once
 * when the mail server refused it for good (`permanent`: an SMTP 5xx, such as an unknown mailbox).
 */
export async function markFailed(payload: Payload, delivery: { id: number; attempts: number }, permanent = false): Promise<void> {
  const final = permanent || delivery.attempts >= MAX_ATTEMPTS
  await dbOf(payload).execute(sql`
    UPDATE release_mail_recipients
    SET state = ${final ? 'failed' : 'pending'}, claimed_at = NULL, updated_at = now(),
      next_attempt_at = now() + make_interval(mins => ${backoffMinutes(delivery.attempts)})
    WHERE id = ${delivery.id} AND state = 'sending'`)
}

export type DeliveryCounts = { sent: number; failed: number; pending: number }

/** Where an album's release e-mail is, or null before it has a send record. A delivery being sent counts as pending. */
export async function deliveryCounts(payload: Payload, albumId: number): Promise<DeliveryCounts | null> {
  const result = await dbOf(payload).execute(sql`
    SELECT count(*) FILTER (WHERE d.state = 'sent') AS sent, count(*) FILTER (WHERE d.state = 'failed') AS failed,
      count(*) FILTER (WHERE d.state IN ('pending', 'sending')) AS pending
    FROM release_mails r LEFT JOIN release_mail_recipients d ON d.release_mail_id = r.id
    WHERE r.album_id = ${albumId}
    GROUP BY r.id`)
  const row = rowsOf<Record<keyof DeliveryCounts, string | number>>(result)[0]
  return row ? { sent: Number(row.sent), failed: Number(row.failed), pending: Number(row.pending) } : null
}

/**
 * An admin's "Resend failed": the album's failed deliveries, and only those, are pending again
 * with a fresh count of attempts, for the next run of the sender. A sent one is never touched.
 * Answers how many.
 */
export async function resendFailed(payload: Payload, albumId: number): Promise<number> {
  const result = await dbOf(payload).execute(sql`
    UPDATE release_mail_recipients SET state = 'pending', attempts = 0, next_attempt_at = NULL, claimed_at = NULL, updated_at = now()
    WHERE state = 'failed' AND release_mail_id IN (SELECT id FROM release_mails WHERE album_id = ${albumId})
    RETURNING id`)
  return rowsOf<{ id: number }>(result).length
}
