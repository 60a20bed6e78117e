import 'server-only'
import config from '@payload-config'
import { headers } from 'next/headers'
import { getPayload } from 'payload'
import { sessionUser } from '@cms/lib/sessionUser'
import { cache } from 'react'

/**
 * Whether this request's session cookie signs someone in, through Payload's own auth strategies;
 * read per request, never cached (the sign-in page sends signed-in visitors on).
 */
export const isSignedIn = cache(async (): Promise<boolean> => {
  const cookie = (await headers()).get('cookie')
  if (!cookie) return false
  const payload = await getPayload({ config })
  // Payload trusts a cookie on an Origin-less request only from our own site: this read is ours.
  const user = await sessionUser(payload, new Headers({ cookie, 'sec-fetch-site': 'same-origin' }))
  return user?.collection === 'users'
})
