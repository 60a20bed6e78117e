import { APIError, AuthenticationError, type BaseDatabaseAdapter } from 'payload'
import { resolveSessionWrites, type Session } from '@platform/payloadSessionWrites'
import { documentKey, holdUntilCommit } from './advisoryLock'

/** What a write on behalf of an account deleted meanwhile answers, wherever it is found gone. */
export const ACCOUNT_GONE = 'Your account no longer exists. Please sign in again.'
export const accountGone = () => new APIError(ACCOUNT_GONE, 401, undefined, true)

export const isLive = (session: Session) => new Date(session.expiresAt).getTime() > Date.now()
const expiry = (session: Session) => new Date(session.expiresAt).getTime()

/**
 * The account's sessions as they are now, with the change `wrote` made to `read`: sessions it
 * added or extended are taken, sessions it dropped are dropped, and the rest (added or ended by
 * others meanwhile) stay as they are. Expired sessions go.
 */
export function mergeSessions<S extends Session>(now: S[], read: S[], wrote: S[]): S[] {
  const before = new Map(read.map((session) => [session.id, session]))
  const after = new Map(wrote.map((session) => [session.id, session]))
  const dropped = new Set([...before.keys()].filter((id) => !after.has(id)))
  const changed = wrote.filter((session) => !before.has(session.id) || expiry(before.get(session.id)!) !== expiry(session))
  const added = changed.filter((session) => !before.has(session.id))
  const extended = new Map(changed.filter((session) => before.has(session.id)).map((session) => [session.id, session]))
  const kept = now.filter((session) => !dropped.has(session.id)).map((session) => extended.get(session.id) ?? session)
  return [...kept, ...added].filter(isLive)
}

/**
 * Two sign-ins at once kept one's change of the two, a sign-out beside a sign-in could leave its
 * session alive, and any of them put back a role or password changed between its read and its
 * write (Payload writes the account back whole). Each becomes a change to the sessions alone,
 * applied to the list as it is when written, while holding the account's key (which every other
 * write to the account takes first, holdDocument).
 */
export function writeSessionsAsChanges(adapter: BaseDatabaseAdapter): void {
  resolveSessionWrites(adapter, 'users', async ({ req, id, read, wrote }, current) => {
    await holdUntilCommit(req, documentKey('users', id))
    const now = await current()
    if (!now) throw accountGone()
    // A sign-in checked the password it read; one reset or changed meanwhile (which ended every
    // session) no longer opens the account. A sign-out or a refresh adds nothing, and goes ahead.
    const adds = wrote.some((session) => !read.sessions.some(({ id: known }) => known === session.id))
    if (adds && now.hash !== read.hash) throw new AuthenticationError(req.t)
    return { sessions: mergeSessions(now.sessions, read.sessions, wrote), hash: now.hash }
  })
}
