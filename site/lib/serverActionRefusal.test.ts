import { describe, expect, it } from 'vitest'
import { serverActionRefusal, type ServerActionCall } from './serverActionRefusal'

const own = new Headers({ host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' })
const call = (change: Partial<ServerActionCall>): ServerActionCall => ({ method: 'POST', pathname: '/admin/collections/albums', headers: own, session: { role: 'admin' }, ...change })

describe('serverActionRefusal', () => {
  it("lets a signed-in admin's call from an admin page through", () => {
    expect(serverActionRefusal(call({}))).toBeNull()
    expect(serverActionRefusal(call({ pathname: '/admin' }))).toBeNull()
  })

  it.each([
    ['another page', { pathname: '/albums' }, 405],
    ['a path that only starts like the admin', { pathname: '/administrator' }, 405],
    ['a GET', { method: 'GET' }, 405],
    ['another site', { headers: new Headers({ host: '127.0.0.1:3000', origin: 'https://evil.example' }) }, 403],
    ['no Origin', { headers: new Headers({ host: '127.0.0.1:3000' }) }, 403],
    ['no session', { session: null }, 401],
    ["a user's session", { session: { role: 'user' } }, 403],
  ] as const)('refuses a call from %s', (_, change, status) => {
    const refusal = serverActionRefusal(call(change))
    expect(refusal?.status).toBe(status)
    expect(refusal?.message).toBeTruthy()
  })
})
