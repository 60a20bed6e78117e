import { describe, expect, it } from 'vitest'
import { Client } from '../testing/client'

describe('security defaults', () => {
  it.each(['/', '/api/auth/user', '/admin', '/no-such-page'])('%s carries the security headers', async (path) => {
    const response = await new Client().get(path)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).toContain('frame-src https://open.spotify.com')
    expect(csp).not.toContain('unsafe-eval')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })

  it('GraphQL refuses introspection in production', async () => {
    const result = await new Client().graphql('{ __schema { types { name } } }')
    expect(result.data).toBeFalsy()
    expect(result.errors?.[0]?.message).toMatch(/introspection/i)
  })

  it('GraphQL refuses a query that asks for too much at once', async () => {
    const fields = Array.from({ length: 200 }, (_, i) => `a${i}: Albums(limit: 100) { docs { title artist { name } } }`).join(' ')
    const result = await new Client().graphql(`{ ${fields} }`)
    expect(result.data).toBeFalsy()
    expect(result.errors?.[0]?.message).toMatch(/at most 20 fields at its top/)
    const nested = `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: Albums(limit: 100) { docs { ${Array.from({ length: 60 }, (_, j) => `t${j}: title`).join(' ')} artist { name } } }`).join(' ')} }`
    const complex = await new Client().graphql(nested)
    expect(complex.data).toBeFalsy()
    expect(complex.errors?.[0]?.message).toMatch(/complexity/i)
  })

  it('has no GraphQL playground', async () => {
    expect((await new Client().get('/api/graphql-playground')).status).toBe(404)
  })
})
