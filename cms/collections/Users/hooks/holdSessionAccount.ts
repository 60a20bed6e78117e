import { Forbidden, type CollectionBeforeOperationHook } from 'payload'
import { documentKey, holdUntilCommit } from '@cms/db/advisoryLock'
import { isLive } from '@cms/db/sessionWrites'
import { sessionIdOf } from '@platform/payloadSessionId'

type Session = { id: string; expiresAt: string }

/**
 * A refresh or a password reset holds its account's key before Payload reads the account, as
 * every other write to it does (holdDocument, sessionWrites): one that wrote the account's rows
 * first and waited for the key second deadlocked with a sign-in doing the opposite. A refresh
 * whose session ended meanwhile (a sign-out beside it) is refused as Payload refuses one without a
 * session, where it failed on the missing session (a 500).
 */
export const holdSessionAccount: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation === 'refresh' && req.user) {
    await holdUntilCommit(req, documentKey('users', req.user.id))
    const account = await req.payload.db.findOne<{ id: number; sessions?: Session[] | null }>({
      collection: 'users',
      where: { id: { equals: req.user.id } },
      select: { sessions: true },
      req,
    })
    const sid = sessionIdOf(req.user)
    const alive = account?.sessions?.some((session) => session.id === sid && isLive(session))
    if (!alive) throw new Forbidden(req.t)
  }
  if (operation === 'resetPassword') {
    const token = (args as { data?: { token?: unknown } }).data?.token
    if (typeof token !== 'string' || !token) return args
    const account = await req.payload.db.findOne({ collection: 'users', where: { resetPasswordToken: { equals: token } }, select: { id: true }, req })
    if (account) await holdUntilCommit(req, documentKey('users', account.id))
  }
  return args
}
