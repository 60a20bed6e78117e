import { APIError, AuthenticationError, type BaseDatabaseAdapter, type FindOneArgs, type PayloadRequest, type TypeWithID, type Where } from 'payload'
import { documentKey, holdUntilCommit } from './advisoryLock'

type Session = { id: string; createdAt?: unknown; expiresAt: string | Date }
type Account = { id: number | string; sessions?: Session[] | null; hash?: string | null }
/** An account as the operation that writes its sessions read it: its sessions, and its password's hash. */
type Seen = { sessions: Session[]; hash: string | null | undefined }

/** What each request read of each account. */
const seen = new WeakMap<object, Map<string, Seen>>()

const idIn = (where: Where | undefined): number | string | undefined => {
  const equals = (where?.id as { equals?: unknown } | undefined)?.equals
  return typeof equals === 'number' || typeof equals === 'string' ? equals : undefined
}

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
 * Payload signs in, refreshes and signs out by reading the whole account, changing its list of
 * sessions and writing the account back whole (marked by `updatedAt: null`). Two at once kept
 * one's change of the two, a sign-out beside a sign-in could leave its session alive, and any of
 * them put back a role or password changed between its read and its write. Wrapped here, such a
 * write becomes a change to the sessions alone, applied to the list as it is when written, while
 * holding the account's key (which every other write to the account takes first, holdDocument).
 */
export function writeSessionsAsChanges(adapter: BaseDatabaseAdapter): void {
  const findOne = adapter.findOne
  const updateOne = adapter.updateOne

  const remember = (req: object | undefined, id: number | string, sessions: Session[], hash: string | null | undefined) => {
    if (!req) return
    const byAccount = seen.get(req) ?? new Map<string, Seen>()
    byAccount.set(String(id), { sessions: sessions.map((session) => ({ ...session })), hash })
    seen.set(req, byAccount)
  }

  adapter.findOne = async function <T extends TypeWithID>(this: BaseDatabaseAdapter, args: FindOneArgs): Promise<T | null> {
    const found = (await findOne.call(this, args)) as (T & Account) | null
    if (args.collection !== 'users') return found
    if (found && Array.isArray(found.sessions)) remember(args.req, found.id, found.sessions, found.hash)
    return found
  }

  adapter.updateOne = async function (args) {
    const data = args.data as { updatedAt?: unknown; sessions?: unknown; hash?: string }
    const id = args.id ?? idIn(args.where)
    const read = args.req && id !== undefined ? seen.get(args.req)?.get(String(id)) : undefined
    if (args.collection !== 'users' || data.updatedAt !== null || !Array.isArray(data.sessions) || !read || id === undefined) {
      const written = await updateOne.call(this, args)
      // A write of the whole list (a password reset ends every session) is what later changes start from.
      if (args.collection === 'users' && id !== undefined && Array.isArray(data.sessions)) {
        remember(args.req, id, data.sessions as Session[], data.hash ?? read?.hash)
      }
      return written
    }
    const req = args.req as PayloadRequest
    await holdUntilCommit(req, documentKey('users', id))
    const current = (await findOne.call(this, { collection: 'users', req, where: { id: { equals: id } }, select: { sessions: true, hash: true } })) as Account | null
    if (!current) throw accountGone()
    const wrote = data.sessions as Session[]
    // A sign-in checked the password it read; one reset or changed meanwhile (which ended every
    // session) no longer opens the account. A sign-out or a refresh adds nothing, and goes ahead.
    const adds = wrote.some((session) => !read.sessions.some(({ id: known }) => known === session.id))
    if (adds && current.hash !== read.hash) throw new AuthenticationError(req.t)
    const sessions = mergeSessions(current.sessions ?? [], read.sessions, wrote)
    remember(req, id, sessions, current.hash)
    return updateOne.call(this, { ...args, data: { sessions, updatedAt: null } })
  }
}
