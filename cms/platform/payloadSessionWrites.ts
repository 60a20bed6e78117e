import type { BaseDatabaseAdapter, CollectionSlug, FindOneArgs, PayloadRequest, TypeWithID, Where } from 'payload'

export type Session = { id: string; createdAt?: unknown; expiresAt: string | Date }
/** An account as an operation saw it: its sessions, and its password's hash. */
export type AccountSeen = { sessions: Session[]; hash: string | null | undefined }
/** One of Payload's writes of an account's whole list of sessions: what it had read, and the list it wrote. */
export type SessionWrite = { req: PayloadRequest; id: number | string; read: AccountSeen; wrote: Session[] }
/**
 * What to store for `write`, given `current()` (the account as it is now, or null once deleted):
 * the account as it will be, of which only the sessions are written.
 */
export type ResolveSessionWrite = (write: SessionWrite, current: () => Promise<AccountSeen | null>) => Promise<AccountSeen>

type Account = { id: number | string; sessions?: Session[] | null; hash?: string | null }

const idIn = (where: Where | undefined): number | string | undefined => {
  const equals = (where?.id as { equals?: unknown } | undefined)?.equals
  return typeof equals === 'number' || typeof equals === 'string' ? equals : undefined
}

/**
 * Platform seam (README, "Platform seams"). Payload signs in, refreshes and signs out by reading
 * the whole account (`db.findOne`), changing its list of sessions and writing the account back
 * whole (`db.updateOne`, marked by `updatedAt: null`); no hook sees that write. Wrapped here, such a
 * write of `collection` goes through `resolve` with what the request read and what it wrote, and
 * only the sessions `resolve` answers are written. payloadSessionWrites.test.ts checks what Payload does.
 */
export function resolveSessionWrites(adapter: BaseDatabaseAdapter, collection: CollectionSlug, resolve: ResolveSessionWrite): void {
  const findOne = adapter.findOne
  const updateOne = adapter.updateOne
  /** What each request saw of each account, by the account's id. */
  const seen = new WeakMap<object, Map<string, AccountSeen>>()

  const remember = (req: object | undefined, id: number | string, account: AccountSeen) => {
    if (!req) return
    const byAccount = seen.get(req) ?? new Map<string, AccountSeen>()
    byAccount.set(String(id), { sessions: account.sessions.map((session) => ({ ...session })), hash: account.hash })
    seen.set(req, byAccount)
  }

  adapter.findOne = async function <T extends TypeWithID>(this: BaseDatabaseAdapter, args: FindOneArgs): Promise<T | null> {
    const found = (await findOne.call(this, args)) as (T & Account) | null
    if (args.collection === collection && found && Array.isArray(found.sessions)) remember(args.req, found.id, { sessions: found.sessions, hash: found.hash })
    return found
  }

  adapter.updateOne = async function (args) {
    const data = args.data as { updatedAt?: unknown; sessions?: unknown; hash?: string }
    const id = args.id ?? idIn(args.where)
    const read = args.req && id !== undefined ? seen.get(args.req)?.get(String(id)) : undefined
    if (args.collection !== collection || data.updatedAt !== null || !Array.isArray(data.sessions) || !read || id === undefined) {
      const written = await updateOne.call(this, args)
      // A write of the whole list (a password reset ends every session) is what later changes start from.
      if (args.collection === collection && id !== undefined && Array.isArray(data.sessions)) {
        remember(args.req, id, { sessions: data.sessions as Session[], hash: data.hash ?? read?.hash })
      }
      return written
    }
    const req = args.req as PayloadRequest
    const current = async (): Promise<AccountSeen | null> => {
      const account = (await findOne.call(this, { collection, req, where: { id: { equals: id } }, select: { sessions: true, hash: true } })) as Account | null
      return account && { sessions: account.sessions ?? [], hash: account.hash }
    }
    const resolved = await resolve({ req, id, read, wrote: data.sessions as Session[] }, current)
    remember(req, id, resolved)
    return updateOne.call(this, { ...args, data: { sessions: resolved.sessions, updatedAt: null } })
  }
}
