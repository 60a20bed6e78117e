import { decodeJwt } from 'jose'
import { createLocalReq, logoutOperation, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { runUnderSession, sessionIdOf } from './payloadSessionId'
import { ACCOUNT, barePayloadWithAccount } from './testing/barePayload'

const BROKEN = 'Payload upgrade broke the seam cms/platform/payloadSessionId.ts (README, "Platform seams"): '
const { email, password } = ACCOUNT

let payload: Payload

beforeAll(async () => {
  payload = await barePayloadWithAccount()
})

const sessionOf = (token: string) => decodeJwt(token).sid as string
const openSessions = async () => {
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, showHiddenFields: true })
  return (docs[0]?.sessions ?? []).map(({ id }) => id)
}

describe('contract: the session a signed-in request runs under', () => {
  it('is the one its token names, as Payload’s strategy reads it', async () => {
    const { token } = await payload.login({ collection: 'users', data: { email, password } })
    const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
    expect(sessionIdOf(user!), `${BROKEN}Payload's JWT strategy no longer puts the session's id on req.user as _sid`).toBe(sessionOf(token!))
  })

  it('is none after a sign-in in the same request, until runUnderSession names it; then a sign-out ends it', async () => {
    const req = await createLocalReq({}, payload)
    const { token } = await payload.login({ collection: 'users', data: { email, password }, req })
    expect(req.user, `${BROKEN}a sign-in no longer makes the rest of its request the user's`).toBeTruthy()
    expect(
      sessionIdOf(req.user!),
      'Payload now keeps the new session on req.user itself: drop cms/collections/Users/hooks/keepNewSession.ts and runUnderSession',
    ).toBeUndefined()
    runUnderSession(req.user!, sessionOf(token!))
    await logoutOperation({ collection: payload.collections.users, req })
    expect(await openSessions(), `${BROKEN}a sign-out no longer ends the session req.user._sid names`).not.toContain(sessionOf(token!))
  })
})
