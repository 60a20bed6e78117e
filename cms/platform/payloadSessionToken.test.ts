import { jwtVerify } from 'jose'
import { JWT_AUTH_VERSION, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { SESSION_TOKEN_VERSION, sessionSigningSecret } from './payloadSessionToken'
import { ACCOUNT, BARE_SECRET, barePayloadWithAccount } from './testing/barePayload'

const BROKEN = 'Payload upgrade broke the seam cms/platform/payloadSessionToken.ts (README, "Platform seams"): '
const { email, password } = ACCOUNT

let payload: Payload

beforeAll(async () => {
  payload = await barePayloadWithAccount()
})

describe('contract: how Payload signs a session token', () => {
  it('with its secret hashed into the key', () => {
    expect(sessionSigningSecret(BARE_SECRET), `${BROKEN}Payload derives its signing key from the secret another way`).toBe(payload.secret)
  })

  it('in the format whose version it exports', async () => {
    expect(SESSION_TOKEN_VERSION, `${BROKEN}Payload's JWT format version changed`).toBe(JWT_AUTH_VERSION)
    const { token } = await payload.login({ collection: 'users', data: { email, password } })
    const { protectedHeader } = await jwtVerify(token!, new TextEncoder().encode(sessionSigningSecret(BARE_SECRET)), { algorithms: ['HS256'] })
    expect(protectedHeader.authVersion, `${BROKEN}a signed-in token no longer carries the format version`).toBe(SESSION_TOKEN_VERSION)
  })
})
