import { isAdminRole } from '@cms/access/roles'
import { CROSS_SITE_REFUSED, originIsOwn } from '@cms/lib/sameOrigin'

export type ServerActionCall = { method: string; pathname: string; headers: Headers; session: Readonly<Record<string, unknown>> | null }

export type ServerActionRefusal = { status: number; message: string }

/**
 * The site's only server actions are Payload's server functions, which its admin pages call for a
 * signed-in admin. Next runs an action by its id whatever page it is sent to, and answers one
 * from another site, or Payload's refusal of a caller without an admin session, with a 500 and a
 * stack in the log: such calls are refused first, each with a 4xx that says why. `session` is what
 * the session cookie was signed with, null without a valid one; the admin's layout and Payload
 * still ask the database.
 */
export function serverActionRefusal({ method, pathname, headers, session }: ServerActionCall): ServerActionRefusal | null {
  if (method !== 'POST' || !/^\/admin(\/|$)/.test(pathname)) return { status: 405, message: "Server actions are taken only by the admin's pages, as a POST." }
  if (!originIsOwn(headers)) return { status: 403, message: CROSS_SITE_REFUSED }
  if (session === null) return { status: 401, message: 'Sign in as an admin first.' }
  if (!isAdminRole(session.role)) return { status: 403, message: 'The admin is for admins.' }
  return null
}
