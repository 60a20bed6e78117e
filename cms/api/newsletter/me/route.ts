import { accountSubscription, follow, subscriptionView } from '@cms/newsletter/subscriptions'
import { followSchema } from '@cms/schemas/newsletter'
import { route } from '../../handler'
import { json, parseBody } from '../../http'
import { requireUser } from '../../request'

/**
 * GET /api/newsletter/me: the signed-in user's own subscription (null when their account has
 * none), read by the browser: cached pages show everyone the same Follow buttons.
 */
export const GET = route(async ({ req }) => {
  const subscriber = await accountSubscription(req, requireUser(req))
  return json({ subscription: subscriber ? subscriptionView(subscriber) : null })
})

/** PATCH `{ artist, following }`: follow or unfollow one artist with the account's subscription. */
export const PATCH = route(async ({ request, req }) => {
  const { artist, following } = await parseBody(request, followSchema)
  const subscriber = await accountSubscription(req, requireUser(req))
  return json({ subscription: subscriptionView(await follow(req, subscriber, artist, following)) })
})
