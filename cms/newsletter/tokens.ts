import crypto from 'node:crypto'

/** How long a confirmation link works; an address left unconfirmed that long is deleted. */
export const CONFIRM_DAYS = 7
const DAY_MS = 24 * 60 * 60 * 1000

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

/** A new single-use confirmation token: the token goes in the e-mail, only its hash is stored. */
export function newConfirmToken(now = Date.now()): { token: string; hash: string; expiresAt: string } {
  const token = crypto.randomBytes(32).toString('base64url')
  return { token, hash: hashToken(token), expiresAt: new Date(now + CONFIRM_DAYS * DAY_MS).toISOString() }
}

const signature = (secret: string, id: number, email: string) =>
  crypto.createHmac('sha256', secret).update(`newsletter-manage\0${id}\0${email}`).digest('base64url')

/**
 * The token of a subscriber's manage and unsubscribe links: its id, signed with the server's
 * secret together with its address. Nothing is stored for it, it names one subscriber only, and
 * it stops working when that address is deleted.
 */
export const manageToken = (secret: string, subscriber: { id: number; email: string }) =>
  `${subscriber.id}.${signature(secret, subscriber.id, subscriber.email)}`

/** The subscriber id a manage token claims, before its signature is checked against the stored address. */
export function claimedSubscriber(token: string): number | null {
  const match = /^(\d{1,9})\.[\w-]{43}$/.exec(token)
  return match ? Number(match[1]) : null
}

/** Whether `token` is the manage token of this subscriber. */
export function signedFor(secret: string, token: string, subscriber: { id: number; email: string }): boolean {
  const expected = Buffer.from(manageToken(secret, subscriber))
  const given = Buffer.from(token)
  return given.length === expected.length && crypto.timingSafeEqual(given, expected)
}

