import type { PayloadRequest } from 'payload'
import { csvText } from './csv'

/** The export's columns: everything stored of a subscriber but the hash of a pending link. */
const HEADER = ['Email', 'Status', 'Every release', 'Follows', 'Consent given', 'Consent source']

/** Every subscriber as CSV, oldest first; follows are the artists' names, separated by "; ". */
export async function subscribersCsv(req: PayloadRequest): Promise<string> {
  const { docs } = await req.payload.find({
    collection: 'subscribers',
    pagination: false,
    sort: 'createdAt',
    depth: 1,
    populate: { artists: { name: true } },
    req,
    // As the signed-in admin: the collection's access decides, and hides the server-only fields.
    overrideAccess: false,
  })
  const rows = docs.map((subscriber) => [
    subscriber.email,
    subscriber.status,
    subscriber.everyRelease ? 'yes' : 'no',
    (subscriber.artists ?? []).map((artist) => (typeof artist === 'object' ? artist.name : String(artist))).join('; '),
    subscriber.consentAt ?? '',
    subscriber.consentSource ?? '',
  ])
  return csvText([HEADER, ...rows])
}
