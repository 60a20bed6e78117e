import crypto from 'node:crypto'
import { jwtVerify } from 'jose'
import { payloadSecret } from '../secret'

/**
 * Payload's JWT format version, in each token's protected header (payload/dist/auth/jwtAuth.js;
 * the package exports it only from its whole server entry, too heavy for the proxy). A test keeps
 * the two equal.
 */
export const SESSION_TOKEN_VERSION = 1

/**
 * The secret Payload signs sessions with for a configured `secret`: its SHA-256 in hex, cut to 32
 * characters (payload/dist/index.js, BasePayload.init).
 */
export function sessionSigningSecret(secret: string): string {
  return crypto.createHash('sha256').update(secret).digest('hex').slice(0, 32)
}

let key: Uint8Array | null = null

/** This site's session signing key, made once. */
function signingKey(): Uint8Array {
  key ??= new TextEncoder().encode(sessionSigningSecret(payloadSecret()))
  return key
}

/**
 * Whether `token` is a session token this site signed and that has not expired: the check Payload's
 * own strategy makes before it reads the user. It does not say the session is still open (that
 * takes the database, and GET /api/auth/user asks it); it lets the proxy send a forged, garbled or
 * expired cookie to the landing page without any database work.
 */
export async function isSignedSessionToken(token: string): Promise<boolean> {
  try {
    const { protectedHeader } = await jwtVerify(token, signingKey(), { algorithms: ['HS256'] })
    return protectedHeader.authVersion === SESSION_TOKEN_VERSION
  } catch {
    return false
  }
}
