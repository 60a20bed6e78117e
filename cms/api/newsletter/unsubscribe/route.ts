import { subscriberOf, unsubscribe } from '@cms/newsletter/subscriptions'
import { tokenSchema } from '@cms/schemas/newsletter'
import { route } from '../../handler'
import { json } from '../../http'

/**
 * POST /api/newsletter/unsubscribe?token=: RFC 8058's one-click unsubscribe, the address in every
 * mail's List-Unsubscribe. Mail providers post `List-Unsubscribe=One-Click` as a form with no
 * sign-in and no Origin: the token alone says who, and the body is not read.
 */
export const POST = route(async ({ request, req }) => {
  const { token } = tokenSchema.parse({ token: new URL(request.url).searchParams.get('token') ?? '' })
  await unsubscribe(req, await subscriberOf(req, token))
  return json({ message: 'You are unsubscribed. We will not send you release e-mails any more.' })
})
