import { jwtSign } from 'payload'
import { sessionSigningSecret } from '@platform/payloadSessionToken'

/** A session token as Payload signs it for the configured `secret`, for tests that must not depend on a running server. */
export async function payloadSessionToken(secret: string, fields: Record<string, unknown>, tokenExpiration = 3600): Promise<string> {
  return (await jwtSign({ fieldsToSign: fields, secret: sessionSigningSecret(secret), tokenExpiration })).token
}
