import { changeSubscription, forget, subscriberOf, subscriptionView } from '@cms/newsletter/subscriptions'
import { manageSchema, tokenSchema } from '@cms/schemas/newsletter'
import { route } from '../../handler'
import { json, parseBody } from '../../http'

/** GET /api/newsletter/subscription?token=: what the manage link's subscriber gets. */
export const GET = route(async ({ request, req }) => {
  const { token } = tokenSchema.parse({ token: new URL(request.url).searchParams.get('token') ?? '' })
  return json(subscriptionView(await subscriberOf(req, token)))
})

/** PATCH: follows, every release, pause. */
export const PATCH = route(async ({ request, req }) => {
  const { token, ...choice } = await parseBody(request, manageSchema)
  return json(subscriptionView(await changeSubscription(req, await subscriberOf(req, token), choice)))
})

/** DELETE: the address and its follows are deleted. */
export const DELETE = route(async ({ request, req }) => {
  const { token } = await parseBody(request, tokenSchema)
  await forget(req, await subscriberOf(req, token))
  return json({ message: 'Your address is deleted. We will not write to you again.' })
})
