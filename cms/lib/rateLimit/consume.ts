import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { requestDb } from '@platform/payloadRequestDb'
import type { Allowance } from './limits'

/** `hits`: this window's count, this hit included. */
export type RateLimitResult = { allowed: boolean; hits: number; retryAfterSeconds: number }

/**
 * Counts one hit for `key` in a fixed window and says whether it is within the allowance. One
 * atomic statement, so concurrent requests on several app instances count correctly; it runs on
 * the request's own transaction (the embedded database would wait on that transaction otherwise).
 */
export async function consumeRateLimit(req: PayloadRequest, key: string, allowance: Allowance): Promise<RateLimitResult> {
  const db = await requestDb(req)
  const windowEnd = new Date(Date.now() + allowance.seconds * 1000).toISOString()
  const result = await db.execute(sql`
    INSERT INTO rate_limits (key, hits, reset_at) VALUES (${key}, 1, ${windowEnd})
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.hits + 1 END,
      reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END,
      updated_at = now()
    RETURNING hits, reset_at`)
  const row = (result as unknown as { rows: { hits: number | string; reset_at: string | Date }[] }).rows[0]
  const hits = Number(row?.hits ?? 1)
  const resetAt = new Date(row?.reset_at ?? windowEnd).getTime()
  return { allowed: hits <= allowance.count, hits, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)) }
}
