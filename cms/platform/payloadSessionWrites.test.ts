import { decodeJwt } from 'jose'
import { createLocalReq, logoutOperation, refreshOperation, type Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { resolveSessionWrites, type AccountSeen, type SessionWrite } from './payloadSessionWrites'
import { barePayload, bareUsers } from './testing/barePayload'

const BROKEN = 'Payload upgrade broke the seam cms/platform/payloadSessionWrites.ts (README, "Platform seams"): '
const PASSWORD = 'contract-password'

let payload: Payload
/** Every write the seam resolved, and what to do inside the next one (once). */
let writes: SessionWrite[] = []
let during: ((write: SessionWrite) => Promise<void>) | undefined

beforeAll(async () => {
  payload = await barePayload(bareUsers(), (adapter) =>
    // Stores what Payload wrote: Payload's own behaviour, seen from the seam.
    resolveSessionWrites(adapter, 'users', async (write): Promise<AccountSeen> => {
      writes.push(write)
      const step = during
      during = undefined
      await step?.(write)
      return { sessions: write.wrote, hash: write.read.hash }
    }),
  )
})

beforeEach(() => {
  writes = []
})

let accounts = 0
async function account() {
  const email = `account-${++accounts}@example.com`
  const { id } = await payload.create({ collection: 'users', data: { email, password: PASSWORD, role: 'user', firstName: 'Ada' } })
  return { id, email }
}

async function signIn(email: string) {
  const { token } = await payload.login({ collection: 'users', data: { email, password: PASSWORD } })
  const { sid } = decodeJwt(token!)
  return { token: token!, sid: sid as string }
}

/** A request signed in with `token`, as Payload's own strategy makes it. */
async function signedIn(token: string) {
  const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
  return createLocalReq({ user: user!, urlSuffix: '/api/users/refresh-token' } as Parameters<typeof createLocalReq>[0], payload)
}

const ids = (sessions: { id: string }[]) => sessions.map(({ id }) => id)
const storedSessions = async (id: number) => ids((await payload.findByID({ collection: 'users', id, showHiddenFields: true })).sessions ?? [])
const onlyWrite = (what: string) => {
  expect(writes, `${BROKEN}${what} no longer reads the account (db.findOne) and writes its whole list of sessions back marked updatedAt: null (db.updateOne)`).toHaveLength(1)
  return writes[0]!
}

describe('contract: Payload writes an account’s sessions by reading the account and writing the whole list back', () => {
  it('a sign-in: the list it read, and the same with its new session', async () => {
    const { id, email } = await account()
    const first = await signIn(email)
    writes = []
    const second = await signIn(email)
    const write = onlyWrite('a sign-in')
    expect(write.id).toBe(id)
    expect(ids(write.read.sessions)).toEqual([first.sid])
    expect(ids(write.wrote), `${BROKEN}a sign-in wrote another list than the one it read plus its session`).toEqual([first.sid, second.sid])
    expect(write.read.hash, `${BROKEN}the account read before a sign-in's write lacks its password's hash`).toEqual(expect.any(String))
    expect(await storedSessions(id)).toEqual([first.sid, second.sid])
  })

  it('a refresh: the list it read, with its own session extended', async () => {
    const { email } = await account()
    const { token, sid } = await signIn(email)
    const req = await signedIn(token)
    writes = []
    await refreshOperation({ collection: payload.collections.users, req })
    const write = onlyWrite('a refresh')
    const before = write.read.sessions.find((session) => session.id === sid)!
    const after = write.wrote.find((session) => session.id === sid)!
    expect(new Date(after.expiresAt).getTime(), `${BROKEN}a refresh did not extend its session in the list it wrote`).toBeGreaterThanOrEqual(new Date(before.expiresAt).getTime())
    expect(ids(write.wrote)).toEqual(ids(write.read.sessions))
  })

  it('a sign-out: the list it read, without its own session (the one req.user._sid names)', async () => {
    const { id, email } = await account()
    const kept = await signIn(email)
    const { token, sid } = await signIn(email)
    const req = await signedIn(token)
    writes = []
    await logoutOperation({ collection: payload.collections.users, req })
    const write = onlyWrite('a sign-out')
    expect(ids(write.read.sessions)).toEqual([kept.sid, sid])
    expect(ids(write.wrote), `${BROKEN}a sign-out wrote another list than the one it read without its session`).toEqual([kept.sid])
    expect(await storedSessions(id)).toEqual([kept.sid])
  })

  it('a password reset writes the whole account, its list emptied, and then signs in: the sign-in starts from the empty list', async () => {
    const { id, email } = await account()
    await signIn(email)
    const token = await payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: true })
    writes = []
    await payload.resetPassword({ collection: 'users', data: { token, password: 'another-password' }, overrideAccess: true })
    const write = onlyWrite('a password reset')
    expect(write.read.sessions, `${BROKEN}a password reset no longer writes the emptied list before it signs in`).toEqual([])
    expect(await storedSessions(id)).toEqual(ids(write.wrote))
  })

  it('stores only the sessions: the rest of the account, changed between the read and the write, stays as changed', async () => {
    const { id, email } = await account()
    during = async ({ req }) => {
      await payload.db.updateOne({ collection: 'users', id, data: { firstName: 'Changed meanwhile' }, req })
    }
    await signIn(email)
    onlyWrite('a sign-in')
    const stored = await payload.findByID({ collection: 'users', id })
    expect(stored.firstName, `${BROKEN}a write of { sessions, updatedAt: null } no longer leaves the account's other fields alone`).toBe('Changed meanwhile')
  })
})
