import { jwtVerify } from 'jose'
import { SESSION_TOKEN_VERSION, sessionSigningSecret } from '@platform/payloadSessionToken'
import { payloadSecret } from '../secret'

let key: Uint8Array | null = null

/** This site's session signing key, made once. */
function signingKey(): Uint8Array {
  key ??= new TextEncoder().encode(sessionSigningSecret(payloadSecret()))
  return key
}

/** What a session token says of its holder when it was signed: its role may have changed since. */
export type SessionClaims = Readonly<Record<string, unknown>>

/**
 * What `token` says, when it is a session token this site signed and that has not expired (the
 * check Payload's own strategy makes before it reads the user), else null. It does not say the
 * session is still open (that takes the database, and GET /api/auth/user asks it); it lets the
 * proxy send a forged, garbled or expired cookie to the landing page without any database work.
 */
export async function signedSessionClaims(token: string): Promise<SessionClaims | null> {
  try {
    const { payload, protectedHeader } = await jwtVerify(token, signingKey(), { algorithms: ['HS256'] })
    return protectedHeader.authVersion === SESSION_TOKEN_VERSION ? payload : null
  } catch {
    return null
  }
}
