import type { Payload } from 'payload'
import { siteUrl } from '../../lib/siteUrl'
import { albumLink, listHeaders, manageLink, unsubscribePageLink } from '../links'
import { manageToken } from '../tokens'
import { announceReleases, claimDelivery, dropDelivery, markFailed, markSent, releaseStaleClaims, type ClaimedDelivery } from './deliveries'
import { releaseMail } from './releaseMail'
import { releaseTransport, smtpConnections, type SendMail } from './transport'

/** Nodemailer's error for an SMTP reply in the 5xx range: the server will not take this mail, however often asked. */
const refusedForGood = (error: unknown) => {
  const code = (error as { responseCode?: unknown }).responseCode
  return typeof code === 'number' && code >= 500 && code < 600
}

async function deliver(payload: Payload, send: SendMail, delivery: ClaimedDelivery): Promise<void> {
  if (!delivery.albumExists || !delivery.subscribed || delivery.email === null || delivery.subscriberId === null) return dropDelivery(payload, delivery.id)
  const token = manageToken(payload.secret, { id: delivery.subscriberId, email: delivery.email })
  const origin = siteUrl()
  const links = { album: albumLink(delivery.slug), manage: manageLink(token), unsubscribe: unsubscribePageLink(token) }
  const mail = releaseMail(delivery, links, origin)
  try {
    await send({ to: delivery.email, ...mail, headers: listHeaders(token) })
  } catch (error) {
    payload.logger.warn({ msg: `Release e-mail ${delivery.id} failed (attempt ${delivery.attempts}): ${(error as Error).message}` })
    return markFailed(payload, delivery, refusedForGood(error))
  }
  await markSent(payload, delivery.id)
}

/** One sender: claims and sends one delivery after another until none is due. */
async function drain(payload: Payload, send: SendMail): Promise<number> {
  let sent = 0
  for (let delivery = await claimDelivery(payload); delivery; delivery = await claimDelivery(payload)) {
    await deliver(payload, send, delivery)
    sent++
  }
  return sent
}

// One send at a time per process: a job queued while the last one still runs leaves at once.
let running: Promise<number> | null = null

/**
 * Announces what was released since the last run, then sends every due delivery with as many
 * concurrent senders as SMTP connections. Safe to run anywhere, any number of times at once:
 * every delivery is claimed by exactly one sender (cms/newsletter/release/deliveries.ts).
 */
export function sendReleases(payload: Payload): Promise<number> {
  running ??= (async () => {
    try {
      await announceReleases(payload)
      await releaseStaleClaims(payload)
      const send = releaseTransport(payload)
      const counts = await Promise.all(Array.from({ length: smtpConnections() }, () => drain(payload, send)))
      return counts.reduce((total, count) => total + count, 0)
    } finally {
      running = null
    }
  })()
  return running
}
