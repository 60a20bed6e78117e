import crypto from 'node:crypto'

/**
 * The key under which requests of `kind` for one e-mail address are counted, whoever sends them:
 * a keyed hash, so the rate-limit table never holds an address a visitor typed.
 */
export const addressKey = (kind: string, secret: string, email: string) =>
  `${kind}:${crypto.createHmac('sha256', secret).update(email.toLowerCase()).digest('base64url')}`
