import { confirm } from '@cms/newsletter/subscriptions'
import { tokenSchema } from '@cms/schemas/newsletter'
import { route } from '../../handler'
import { json, parseBody } from '../../http'

/** POST /api/newsletter/confirm: the confirm page's button (a GET of the e-mailed link confirms nothing). */
export const POST = route(async ({ request, req }) => {
  const { token } = await parseBody(request, tokenSchema)
  const { subscriber, manageToken } = await confirm(req, token)
  // What the address asked for: every Monday album, or only its artists' new ones.
  const coming = subscriber.everyRelease ? 'The next Monday album will be in your inbox.' : 'New albums by the artists you follow will be in your inbox.'
  return json({ message: `Your subscription is confirmed. ${coming}`, manageToken })
})
