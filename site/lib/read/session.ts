import 'server-only'
import config from '@payload-config'
import { headers } from 'next/headers'
import { getPayload } from 'payload'
import { sessionUser } from '@cms/lib/sessionUser'
import { cache } from 'react'

const LATEST_SUBMISSIONS = 3

/**
 * The signed-in visitor of this request and their own latest lyric submissions; null when the
 * session cookie is missing, invalid or expired. Read per request, never cached.
 *
 * Through Payload's Local API as that visitor (overrideAccess: false, so the collections' read
 * rules apply as they do on every other way in), not through GraphQL: this is the one page
 * rendered per request, and parsing and validating an operation on each hit cost a third of it.
 */
export const getHomeViewer = cache(async () => {
  const cookie = (await headers()).get('cookie')
  if (!cookie) return null
  const payload = await getPayload({ config })
  // Payload trusts a cookie on an Origin-less request only from our own site: this read is ours.
  const user = await sessionUser(payload, new Headers({ cookie, 'sec-fetch-site': 'same-origin' }))
  if (!user || user.collection !== 'users') return null
  // An admin may read everyone's submissions; the home shows the visitor's own.
  const submissions = await payload.find({
    collection: 'lyric-submissions',
    user,
    overrideAccess: false,
    where: { user: { equals: user.id } },
    sort: '-createdAt',
    limit: LATEST_SUBMISSIONS,
    depth: 0,
    select: { title: true, lyrics: true, status: true, createdAt: true },
  })
  const { id, email, firstName, lastName, profileImageUrl, role } = user
  return {
    user: { id, email, firstName, lastName, profileImageUrl, role },
    submissions: submissions.docs,
    submissionCount: submissions.totalDocs,
  }
})

/** Whether this request is signed in (the sign-in page sends signed-in visitors on). */
export const isSignedIn = async (): Promise<boolean> => (await getHomeViewer()) !== null
