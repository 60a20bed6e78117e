import crypto from 'node:crypto'

/**
 * Platform seam (README, "Platform seams"): how Payload signs a session token, for a check that
 * must not load Payload (the proxy, before a page). Payload's JWT format version, in each token's
 * protected header: the package exports it (JWT_AUTH_VERSION) only from its whole server entry.
 * payloadSessionToken.test.ts checks both against Payload.
 */
export const SESSION_TOKEN_VERSION = 1

/** The key Payload signs sessions with for a configured `secret`: its SHA-256 in hex, cut to 32 characters (BasePayload.init). */
export function sessionSigningSecret(secret: string): string {
  return crypto.createHash('sha256').update(secret).digest('hex').slice(0, 32)
}
