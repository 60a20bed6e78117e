import { describe, expect, it } from 'vitest'
import { SESSION_HINT_COOKIE } from '@cms/cache/tags'
import { Client, newUser, uniqueEmail } from '@cms/testing/client'

// The session hint is set by the server's response class on every route (siteResponse.ts): the
// browser reads it to know whether to ask for the signed-in state (site/lib/hooks/useViewer.ts).
const hintOf = (response: Response) => response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_HINT_COOKIE}=`))

describe('the session hint cookie', () => {
  it('comes with the session cookie at sign-up and is cleared with it at sign-out', async () => {
    const visitor = new Client()
    const signedUp = await visitor.post('/api/auth/register', { email: uniqueEmail('hint'), password: 'a-good-password', firstName: 'Hint' })
    expect(signedUp.status).toBe(200)
    expect(hintOf(signedUp)).toMatch(new RegExp(`^${SESSION_HINT_COOKIE}=1;`))
    const signedOut = await visitor.get('/api/logout')
    const cleared = hintOf(signedOut)!
    expect(cleared).toMatch(new RegExp(`^${SESSION_HINT_COOKIE}=;`))
    expect(Date.parse(cleared.match(/Expires=([^;]+)/i)![1]!)).toBeLessThanOrEqual(Date.now())
  })

  it('is added to any answer for a session that lacks it, and only then', async () => {
    const { client } = await newUser('Hinted')
    const cookieWithoutHint = client
      .headers()
      .cookie!.split('; ')
      .filter((pair) => !pair.startsWith(`${SESSION_HINT_COOKIE}=`))
      .join('; ')
    const page = await fetch(`${client.baseURL}/albums`, { headers: { cookie: cookieWithoutHint } })
    expect(hintOf(page)).toBe(`${SESSION_HINT_COOKIE}=1; Path=/; SameSite=Lax`)
    const again = await fetch(`${client.baseURL}/albums`, { headers: { cookie: `${cookieWithoutHint}; ${SESSION_HINT_COOKIE}=1` } })
    expect(hintOf(again)).toBeUndefined()
  })
})
