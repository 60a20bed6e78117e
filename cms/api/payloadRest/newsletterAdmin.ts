import type { Endpoint, PayloadHandler, PayloadRequest } from 'payload'
import { LIMITS } from '../../constants'
import { isStorableId } from '../../lib/input/unstorable'
import { subscribersCsv } from '../../newsletter/admin/export'
import { subscribersOverview } from '../../newsletter/admin/overview'
import { NEWSLETTER_ADMIN_PATHS } from '../../newsletter/admin/paths'
import { deliveryCounts, resendFailed } from '../../newsletter/release/deliveries'
import { sendTestMail } from '../../newsletter/release/testMail'
import type { Album } from '../../payload-types'
import { json, payloadErrorJson } from '../http'
import { refusedBeyondLimit, refusedNonAdmin } from './adminCaller'

/** A handler that admins alone reach; everyone else is told why, in JSON (README "Newsletter"). */
const forAdmins =
  (doing: string, handler: (req: PayloadRequest & { user: { id: number; email: string } }) => Promise<Response>): PayloadHandler =>
  async (req) => (await refusedNonAdmin(req, doing)) ?? handler(req as PayloadRequest & { user: { id: number; email: string } })

/** The album of the path, read as the admin (with its artist), or the 404 that answers it. */
async function albumOf(req: PayloadRequest): Promise<Album | Response> {
  const id = req.routeParams?.id
  const album = isStorableId(id) ? await req.payload.findByID({ collection: 'albums', id: Number(id), depth: 1, req, overrideAccess: false, disableErrors: true }) : null
  return album ?? payloadErrorJson(404, 'Album not found')
}

const NO_STORE = { 'Cache-Control': 'private, no-store' }

export const newsletterAdminEndpoints: Endpoint[] = [
  {
    // GET /cms-api/newsletter/subscribers?email=…: the counts, and the addresses containing `email`.
    path: NEWSLETTER_ADMIN_PATHS.subscribers,
    method: 'get',
    handler: forAdmins('see the subscribers', async (req) => {
      const search = (req.searchParams.get('email') ?? '').trim()
      if (search.length > LIMITS.email) return payloadErrorJson(400, `Search at most ${LIMITS.email} characters.`)
      return json(await subscribersOverview(req, search), 200, NO_STORE)
    }),
  },
  {
    // GET /cms-api/newsletter/subscribers/export: every subscriber as a CSV download.
    path: NEWSLETTER_ADMIN_PATHS.export,
    method: 'get',
    handler: forAdmins('export the subscribers', async (req) => {
      req.payload.logger.info({ msg: 'Subscribers exported', user: req.user.email, userId: req.user.id })
      return new Response(await subscribersCsv(req), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="subscribers-${new Date().toISOString().slice(0, 10)}.csv"`,
          'X-Content-Type-Options': 'nosniff',
          ...NO_STORE,
        },
      })
    }),
  },
  {
    // GET /cms-api/newsletter/albums/:id: where its release e-mail is ({ sent, failed, pending }, or null before its release).
    path: NEWSLETTER_ADMIN_PATHS.album(':id'),
    method: 'get',
    handler: forAdmins('see release e-mails', async (req) => {
      const album = await albumOf(req)
      if (album instanceof Response) return album
      return json({ deliveries: await deliveryCounts(req.payload, album.id) }, 200, NO_STORE)
    }),
  },
  {
    // POST /cms-api/newsletter/albums/:id/test: the release e-mail to the signed-in admin only.
    path: `${NEWSLETTER_ADMIN_PATHS.album(':id')}/test`,
    method: 'post',
    handler: forAdmins('send test e-mails', async (req) => {
      const album = await albumOf(req)
      if (album instanceof Response) return album
      const tooMany = await refusedBeyondLimit(req, req.user.id, 'newsletterTest', 'Too many test e-mails.')
      if (tooMany) return tooMany
      try {
        await sendTestMail(req, album)
      } catch (error) {
        req.payload.logger.warn({ msg: `Test release e-mail to ${req.user.email} failed: ${(error as Error).message}` })
        return payloadErrorJson(502, 'The mail server did not take the test e-mail. Please try again later.')
      }
      return json({ message: `Test e-mail sent to ${req.user.email}.` })
    }),
  },
  {
    // POST /cms-api/newsletter/albums/:id/resend-failed: its failed deliveries pending again.
    path: `${NEWSLETTER_ADMIN_PATHS.album(':id')}/resend-failed`,
    method: 'post',
    handler: forAdmins('resend release e-mails', async (req) => {
      const album = await albumOf(req)
      if (album instanceof Response) return album
      const resent = await resendFailed(req.payload, album.id)
      req.payload.logger.info({ msg: 'Failed release e-mails queued again', album: album.id, resent, user: req.user.email })
      return json({ resent, message: resent === 1 ? '1 failed e-mail will be sent again.' : `${resent} failed e-mails will be sent again.` })
    }),
  },
]
