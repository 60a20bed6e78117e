import crypto from 'node:crypto'
import { jwtSign } from 'payload'

/**
 * A session token as Payload signs it for `secret` (the configured one: Payload signs with its
 * SHA-256, cut to 32 characters; payload/dist/index.js, BasePayload.init), for tests that must
 * not depend on a running server.
 */
export async function payloadSessionToken(secret: string, fields: Record<string, unknown>, tokenExpiration = 3600): Promise<string> {
  const signingSecret = crypto.createHash('sha256').update(secret).digest('hex').slice(0, 32)
  return (await jwtSign({ fieldsToSign: fields, secret: signingSecret, tokenExpiration })).token
}
