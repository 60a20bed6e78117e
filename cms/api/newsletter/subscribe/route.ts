import { CHECK_INBOX, subscribe } from '@cms/newsletter/subscriptions'
import { subscribeSchema } from '@cms/schemas/newsletter'
import { route } from '../../handler'
import { json, parseBody } from '../../http'

/** POST /api/newsletter/subscribe: double opt-in; the same answer for every address. */
export const POST = route(async ({ request, req }) => {
  await subscribe(req, await parseBody(request, subscribeSchema))
  return json({ message: CHECK_INBOX })
})
