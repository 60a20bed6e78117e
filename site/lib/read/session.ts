import 'server-only'
import config from '@payload-config'
import { toContractLyricSubmission } from '@cms/api/mappers/lyricSubmission'
import { sessionUser } from '@cms/lib/sessionUser'
import { headers } from 'next/headers'
import { getPayload } from 'payload'
import { cache } from 'react'
import { greetingName } from '../catalogue/text'
import type { OwnSubmission } from './types'

/**
 * The user this request's session cookie signs in, through Payload's own auth strategies; null
 * when nobody. Read per request, never cached.
 */
export const signedInUser = cache(async () => {
  const cookie = (await headers()).get('cookie')
  if (!cookie) return null
  const payload = await getPayload({ config })
  // Payload trusts a cookie on an Origin-less request only from our own site: this read is ours.
  const user = await sessionUser(payload, new Headers({ cookie, 'sec-fetch-site': 'same-origin' }))
  return user?.collection === 'users' ? user : null
})

/** Whether this request's session cookie signs someone in (the sign-in page sends them on). */
export const isSignedIn = async (): Promise<boolean> => (await signedInUser()) !== null

/** What the signed-in home shows of its visitor: the name to greet and their submissions, newest first. */
export type OwnHome = { name: string; submissions: OwnSubmission[] }

/**
 * The signed-in home's own part for this request's visitor; null when the cookie signs nobody in
 * (the session ended elsewhere, or the account is gone). Their submissions are read with their
 * own rights, as GET /api/lyric-submissions reads them.
 */
export const getOwnHome = cache(async (): Promise<OwnHome | null> => {
  const user = await signedInUser()
  if (!user) return null
  const payload = await getPayload({ config })
  const { docs } = await payload.find({
    collection: 'lyric-submissions',
    where: { user: { equals: user.id } },
    sort: '-createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return { name: greetingName(user), submissions: docs.map(toContractLyricSubmission) }
})
