import type { PayloadRequest } from 'payload'
import { HttpError, refusedField } from '../api/http'
import { documentKey, inTurn } from '../db/advisoryLock'
import { limitClient } from '../hooks/limitRate'
import type { Subscriber, User } from '../payload-types'
import type { SubscribeInput } from '../schemas/newsletter'
import { relationId } from '../lib/relationId'
import { addressKey } from '../lib/rateLimit/addressKey'
import { consumeRateLimit } from '../lib/rateLimit/consume'
import { allowanceFor } from '../lib/rateLimit/limits'
import { alreadySubscribedMail, confirmationMail, type Mail } from './accountMails'
import { confirmLink, listHeaders, manageLink } from './links'
import { claimedSubscriber, hashToken, manageToken, newConfirmToken, signedFor } from './tokens'

/** The one answer to every subscribe request, whatever the address's state: nothing to enumerate. */
export const CHECK_INBOX = 'Check your inbox to confirm your subscription.'
/** Also what pressing a confirm link a second time gets: that reader may well be subscribed, and is told so. */
export const INVALID_LINK = 'This link is invalid, already used or expired. If you confirmed with it before, you are subscribed; if not, please subscribe again.'

const asServer = { overrideAccess: true, depth: 0 } as const

/**
 * Sent after the answer, which must not differ by the mail server's speed or state. A failed send
 * is logged; the visitor may simply ask again. (Not a queued job: on the embedded database, the
 * job's run beside the cron's, both holding a pooled connection, could wait on each other.)
 */
function sendLater(req: PayloadRequest, to: string, mail: Mail, headers?: Record<string, string>): void {
  setImmediate(() => {
    req.payload.sendEmail({ to, ...mail, headers }).catch((error: unknown) => {
      req.payload.logger.error({ msg: `E-mail to ${to} (${mail.subject}) was not sent: ${(error as Error).message}` })
    })
  })
}

/** The artists among `ids` that exist and are shown (their ids and names); an unknown id is the caller's mistake. */
async function followable(req: PayloadRequest, ids: readonly number[]): Promise<{ id: number; name: string }[]> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return []
  const { docs } = await req.payload.find({
    collection: 'artists',
    where: { and: [{ id: { in: unique } }, { isActive: { equals: true } }] },
    limit: unique.length,
    select: { name: true },
    req,
    ...asServer,
  })
  if (docs.length !== unique.length) throw new HttpError(400, 'Unknown artist: choose among the artists on the site.')
  return docs.map((doc) => ({ id: doc.id, name: doc.name }))
}

async function byEmail(req: PayloadRequest, email: string): Promise<Subscriber | undefined> {
  const { docs } = await req.payload.find({ collection: 'subscribers', where: { email: { equals: email } }, limit: 1, req, ...asServer })
  return docs[0]
}

/**
 * Double opt-in: a new, pending or unsubscribed address becomes pending with a fresh
 * confirmation link; a subscribed one is sent the way to its settings. Limited per client, and
 * per address beyond which nothing more is mailed (the answer stays the same).
 */
export async function subscribe(req: PayloadRequest, input: SubscribeInput): Promise<void> {
  await limitClient(req, 'newsletter')
  const email = input.email.toLowerCase()
  const followed = await followable(req, input.artists)
  const artists = followed.map((artist) => artist.id)
  const mayMail = (await consumeRateLimit(req, addressKey('newsletter-address', req.payload.secret, email), allowanceFor('newsletterAddress'))).allowed
  if (!mayMail) return
  const found = await byEmail(req, email)
  if (found && (found.status === 'confirmed' || found.status === 'paused')) {
    const token = manageToken(req.payload.secret, found)
    return sendLater(req, email, alreadySubscribedMail(manageLink(token)), listHeaders(token))
  }
  const { token, hash, expiresAt } = newConfirmToken()
  const data = {
    email,
    status: 'pending' as const,
    everyRelease: input.everyRelease,
    artists,
    consentSource: input.source,
    consentAt: null,
    confirmTokenHash: hash,
    confirmTokenExpiresAt: expiresAt,
  }
  if (found) await req.payload.update({ collection: 'subscribers', id: found.id, data, req, ...asServer })
  else await createOrRenew(req, data)
  sendLater(req, email, confirmationMail(confirmLink(token), { everyRelease: input.everyRelease, artists: followed.map((artist) => artist.name) }))
}

/**
 * A new address's pending subscriber. Of two requests for one new address at once, the second's
 * create meets the first's row (the address is unique): it renews that row instead, so both
 * answer alike and only the newest link confirms, as when one asks twice in a row.
 */
async function createOrRenew(req: PayloadRequest, data: Omit<Subscriber, 'id' | 'createdAt' | 'updatedAt'>): Promise<void> {
  try {
    await req.payload.create({ collection: 'subscribers', data, req, ...asServer })
  } catch (error) {
    const taken = refusedField(error, 'email') ? await byEmail(req, data.email) : undefined
    if (!taken || taken.status !== 'pending') throw error
    await req.payload.update({ collection: 'subscribers', id: taken.id, data, req, ...asServer })
  }
}

/**
 * Accounts' addresses are not verified: an account is linked to a subscriber only when it uses
 * that address's own mail link (confirm, manage) while signed in with the same address. Its
 * follows are then kept with the account (accountSubscription).
 */
function accountLink(req: PayloadRequest, subscriber: Subscriber): { user?: number } {
  const user = req.user
  return user?.collection === 'users' && user.email.toLowerCase() === subscriber.email ? { user: user.id } : {}
}

/** The POST behind the confirm page's button: the link works once, within its days. Answers the confirmed subscriber and its manage token. */
export async function confirm(req: PayloadRequest, token: string): Promise<{ subscriber: Subscriber; manageToken: string }> {
  const { docs } = await req.payload.find({
    collection: 'subscribers',
    where: { and: [{ confirmTokenHash: { equals: hashToken(token) } }, { confirmTokenExpiresAt: { greater_than: new Date().toISOString() } }] },
    limit: 1,
    req,
    ...asServer,
  })
  const found = docs[0]
  if (!found) throw new HttpError(400, INVALID_LINK)
  const data = { status: 'confirmed' as const, consentAt: new Date().toISOString(), confirmTokenHash: null, confirmTokenExpiresAt: null, ...accountLink(req, found) }
  // Conditional on the hash still being there: of two clicks at once, one confirms.
  const { docs: confirmed } = await req.payload.update({
    collection: 'subscribers',
    where: { and: [{ id: { equals: found.id } }, { confirmTokenHash: { equals: found.confirmTokenHash } }] },
    data,
    req,
    ...asServer,
  })
  if (confirmed.length === 0) throw new HttpError(400, INVALID_LINK)
  return { subscriber: found, manageToken: manageToken(req.payload.secret, found) }
}

/** The subscriber a manage link names, or a 400: a token signed for another address names nobody. */
export async function subscriberOf(req: PayloadRequest, token: string): Promise<Subscriber> {
  const id = claimedSubscriber(token)
  const found = id === null ? undefined : (await req.payload.find({ collection: 'subscribers', where: { id: { equals: id } }, limit: 1, req, ...asServer })).docs[0]
  if (!found || !signedFor(req.payload.secret, token, found)) throw new HttpError(400, 'This link is not valid, or its address was deleted.')
  return found
}

/** What the manage page shows: the address, its state and follows. */
export const subscriptionView = (subscriber: Subscriber) => ({
  email: subscriber.email,
  status: subscriber.status,
  everyRelease: subscriber.everyRelease,
  artists: (subscriber.artists ?? []).map(relationId).filter((id): id is number => typeof id === 'number'),
})

/** The manage page's choices. A pending address confirms first; an unsubscribed one comes back by choosing again. */
export async function changeSubscription(req: PayloadRequest, subscriber: Subscriber, choice: { everyRelease: boolean; artists: number[]; paused: boolean }): Promise<Subscriber> {
  if (subscriber.status === 'pending') throw new HttpError(409, 'Confirm your subscription first, with the link in the e-mail we sent.')
  const artists = await followable(req, choice.artists)
  const back = subscriber.status === 'unsubscribed' && !choice.paused
  return req.payload.update({
    collection: 'subscribers',
    id: subscriber.id,
    data: {
      everyRelease: choice.everyRelease,
      artists,
      status: choice.paused ? 'paused' : 'confirmed',
      ...(back ? { consentAt: new Date().toISOString() } : {}),
      ...accountLink(req, subscriber),
    },
    req,
    ...asServer,
  })
}

/**
 * The subscription linked to this account and still at its address (an account whose address
 * changed keeps no claim on the old one's); none when the account never proved the address.
 */
export async function accountSubscription(req: PayloadRequest, user: Pick<User, 'id' | 'email'>): Promise<Subscriber | undefined> {
  const { docs } = await req.payload.find({
    collection: 'subscribers',
    where: { and: [{ user: { equals: user.id } }, { email: { equals: user.email.toLowerCase() } }] },
    limit: 1,
    req,
    ...asServer,
  })
  return docs[0]
}

/** A signed-in subscriber's Follow button: one artist more or less, no token needed. */
export async function follow(req: PayloadRequest, subscriber: Subscriber | undefined, artist: number, following: boolean): Promise<Subscriber> {
  if (!subscriber || (subscriber.status !== 'confirmed' && subscriber.status !== 'paused')) {
    throw new HttpError(409, 'Subscribe first: confirm the e-mail we send to your address.')
  }
  const chosen = following ? await followable(req, [artist]) : []
  // Follows pressed at once on several cards each add to the list the one before wrote.
  return inTurn(req, documentKey('subscribers', subscriber.id), async () => {
    const latest = await req.payload.findByID({ collection: 'subscribers', id: subscriber.id, req, ...asServer })
    const current = subscriptionView(latest).artists
    const artists = following ? [...new Set([...current, ...chosen])] : current.filter((id) => id !== artist)
    return req.payload.update({ collection: 'subscribers', id: subscriber.id, data: { artists }, req, ...asServer })
  })
}

export async function unsubscribe(req: PayloadRequest, subscriber: Subscriber): Promise<void> {
  await req.payload.update({ collection: 'subscribers', id: subscriber.id, data: { status: 'unsubscribed' }, req, ...asServer })
}

export async function forget(req: PayloadRequest, subscriber: Subscriber): Promise<void> {
  await req.payload.delete({ collection: 'subscribers', id: subscriber.id, req, ...asServer })
}
