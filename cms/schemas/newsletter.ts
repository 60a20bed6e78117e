import { z } from 'zod'
import { MAX_ID } from '../lib/input/unstorable'
import { contactEmailSchema } from './contact'

/** Where a subscription was asked for: the consent's source, kept with it. */
export const SUBSCRIPTION_SOURCES = ['footer', 'albums', 'album', 'artist'] as const
export type SubscriptionSource = (typeof SUBSCRIPTION_SOURCES)[number]

/** pending until the e-mailed link is confirmed; paused keeps the follows but sends nothing. */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'paused', 'unsubscribed'] as const
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number]

// Far above the collective's roster; bounds what one request makes the server look up.
const MAX_FOLLOWS = 200

const ARTIST_IDS = 'Artists must be a list of artist ids'
// An artist's id: a whole number no row's key can pass, so that a huge one is this message, not the database's.
const artistId = (message: string) => z.number({ error: message }).int(message).positive(message).max(MAX_ID, message)

const artistIds = z.array(artistId(ARTIST_IDS), { error: ARTIST_IDS }).max(MAX_FOLLOWS, `At most ${MAX_FOLLOWS} artists can be followed`)

const everyRelease = z.boolean({ error: 'everyRelease must be true or false' })

/** POST /api/newsletter/subscribe and the forms behind it: who, and what they want to hear of. */
export const subscribeSchema = z
  .object({
    email: contactEmailSchema,
    everyRelease: everyRelease.default(false),
    artists: artistIds.default([]),
    source: z.enum(SUBSCRIPTION_SOURCES, { error: 'Unknown subscription source' }).default('footer'),
  })
  .refine((input) => input.everyRelease || input.artists.length > 0, { message: 'Choose every release or at least one artist', path: ['artists'] })
export type SubscribeInput = z.infer<typeof subscribeSchema>

/** A token from an e-mailed link: URL-safe base64 or the manage link's `id.signature`. */
export const tokenSchema = z.object({
  token: z.string({ error: 'This link is incomplete or not valid' }).regex(/^[\w.-]{20,200}$/, 'This link is incomplete or not valid'),
})

/**
 * PATCH /api/newsletter/subscription: the manage page's choices. Choosing nothing is refused, as
 * when subscribing: an address that wants nothing unsubscribes (or is deleted) instead.
 */
export const manageSchema = tokenSchema
  .extend({ everyRelease, artists: artistIds, paused: z.boolean({ error: 'paused must be true or false' }) })
  .refine((input) => input.everyRelease || input.artists.length > 0, {
    message: 'Choose every release or at least one artist, or unsubscribe',
    path: ['artists'],
  })

/** PATCH /api/newsletter/me: a signed-in user follows or unfollows one artist. */
export const followSchema = z.object({
  artist: artistId('artist must be an artist id'),
  following: z.boolean({ error: 'following must be true or false' }),
})
