import crypto from 'node:crypto'
import { payloadSecret } from '../../secret'

/** Where a command asks a running server to expire its cache, under Payload's REST (/cms-api). */
export const EXPIRE_CACHE_PATH = '/cache/expire'

/** What the key is for: a key made from the same secret for another purpose is not this one. */
const PURPOSE = 'machine-soul: a command expires the cache of a running server'

/**
 * The key a command of this site (import-legacy, restore) shows a running server to have it
 * expire its cache: derived from the secret both read (PAYLOAD_SECRET, or the one kept in the
 * data folder), so only whoever holds that secret can make it, and the secret itself is never sent.
 */
export function commandKey(secret: string = payloadSecret()): string {
  return crypto.createHmac('sha256', secret).update(PURPOSE).digest('base64url')
}

/** Whether an Authorization header carries this site's command key; in constant time. */
export function carriesCommandKey(authorization: string | null, secret?: string): boolean {
  const shown = authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : ''
  // Both hashed first: timingSafeEqual needs equal lengths, and the length must not leak either.
  const digest = (text: string) => crypto.createHash('sha256').update(text).digest()
  return shown.length > 0 && crypto.timingSafeEqual(digest(shown), digest(commandKey(secret)))
}
