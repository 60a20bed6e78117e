import type { PayloadRequest } from 'payload'
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from '../../schemas/newsletter'

/** At most this many addresses answer one search; the counts say how many matched in all. */
export const SEARCH_LIMIT = 50

export type SubscriberRow = { id: number; email: string; status: SubscriberStatus; everyRelease: boolean; consentAt: string | null }

export type SubscribersOverview = {
  counts: Record<SubscriberStatus, number>
  /** Each artist with its confirmed followers (those its releases are mailed to). */
  artists: { id: number; name: string; followers: number }[]
  matches: { total: number; subscribers: SubscriberRow[] }
}

// Read as the signed-in admin: the collections' own access rules decide (cms/access).
const asCaller = { overrideAccess: false, depth: 0 } as const

/** The admin's Subscribers view: counts by status and per artist, and the addresses containing `search`. */
export async function subscribersOverview(req: PayloadRequest, search: string): Promise<SubscribersOverview> {
  const count = (where: Parameters<typeof req.payload.count>[0]['where']) =>
    req.payload.count({ collection: 'subscribers', where, req, ...asCaller }).then((result) => result.totalDocs)
  const [statusCounts, { docs: artists }, found] = await Promise.all([
    Promise.all(SUBSCRIBER_STATUSES.map((status) => count({ status: { equals: status } }))),
    req.payload.find({ collection: 'artists', pagination: false, sort: 'name', select: { name: true }, req, ...asCaller }),
    req.payload.find({
      collection: 'subscribers',
      where: search ? { email: { contains: search.toLowerCase() } } : {},
      sort: 'email',
      limit: SEARCH_LIMIT,
      select: { email: true, status: true, everyRelease: true, consentAt: true },
      req,
      ...asCaller,
    }),
  ])
  // One count per artist: the roster is tens of names, and each count is an indexed lookup.
  const followers = await Promise.all(artists.map((artist) => count({ and: [{ artists: { equals: artist.id } }, { status: { equals: 'confirmed' } }] })))
  return {
    counts: Object.fromEntries(SUBSCRIBER_STATUSES.map((status, index) => [status, statusCounts[index]!])) as Record<SubscriberStatus, number>,
    artists: artists.map((artist, index) => ({ id: artist.id, name: artist.name, followers: followers[index]! })),
    matches: {
      total: found.totalDocs,
      subscribers: found.docs.map(({ id, email, status, everyRelease, consentAt }) => ({ id, email, status, everyRelease, consentAt: consentAt ?? null })),
    },
  }
}
