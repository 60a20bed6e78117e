import { confirm } from '@cms/newsletter/subscriptions'
import { tokenSchema } from '@cms/schemas/newsletter'
import { route } from '../../handler'
import { json, parseBody } from '../../http'

/** POST /api/newsletter/confirm: the confirm page's button (a GET of the e-mailed link confirms nothing). */
export const POST = route(async ({ request, req }) => {
  const { token } = await parseBody(request, tokenSchema)
  const manageToken = await confirm(req, token)
  return json({ message: 'Your subscription is confirmed. The next Monday album will be in your inbox.', manageToken })
})
