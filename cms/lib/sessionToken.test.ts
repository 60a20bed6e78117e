import { beforeAll, describe, expect, it } from 'vitest'
import { payloadSessionToken } from '../testing/sessionToken'
import { signedSessionClaims } from './sessionToken'

const SECRET = 'session-token-test-secret'
const FIELDS = { id: 7, collection: 'users', sid: 'a-session', email: 'ada@example.com', role: 'user' }

const sign = (secret = SECRET, tokenExpiration = 3600) => payloadSessionToken(secret, FIELDS, tokenExpiration)

beforeAll(() => {
  process.env.PAYLOAD_SECRET = SECRET
})

describe('signedSessionClaims', () => {
  it('takes a token Payload signed with this site’s secret, and reads what it says', async () => {
    expect(await signedSessionClaims(await sign())).toMatchObject(FIELDS)
  })

  it('refuses one signed with another secret, expired, altered or not a token at all', async () => {
    const token = await sign()
    const [header, body, signature] = token.split('.') as [string, string, string]
    const altered = Buffer.from(JSON.stringify({ ...FIELDS, id: 1 })).toString('base64url')
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', authVersion: 1 })).toString('base64url')}.${body}.`
    for (const candidate of [
      await sign('another-secret'),
      await sign(SECRET, -60),
      `${header}.${altered}.${signature}`,
      unsigned,
      'not-a-session',
      '',
      'a.b.c',
      '\u0000',
      'x'.repeat(100_000),
    ]) {
      expect(await signedSessionClaims(candidate), candidate.slice(0, 40)).toBeNull()
    }
  })
})
