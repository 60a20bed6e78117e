import config from '@payload-config'
import { headers } from 'next/headers'
import { connection } from 'next/server'
import { getPayload } from 'payload'
import { userIsAdmin } from '@cms/access/roles'
import { sessionUser } from '@cms/lib/sessionUser'
import { cache } from 'react'

export type AdminAccess = 'signed-out' | 'not-admin' | 'admin'

/**
 * Who is asking for /admin (SPEC §2 "Admin panel"): signed out, signed in without the admin role,
 * or an admin. The same session cookie and role test as every other way in; asked once a request.
 */
export const adminAccess = cache(async (): Promise<AdminAccess> => {
  // Asked per request, before Payload opens: it reads the clock and the database.
  await connection()
  const payload = await getPayload({ config })
  const user = await sessionUser(payload, await headers())
  if (!user) return 'signed-out'
  return userIsAdmin(user) ? 'admin' : 'not-admin'
})
