import type { PayloadRequest } from 'payload'
import { describe, expect, it, vi } from 'vitest'
import { logGraphqlServerErrors } from './logGraphqlServerErrors'

/** What the hook logs for an error answered with `graphqlResult`. */
function logged(graphqlResult: Record<string, unknown> | undefined): unknown[] {
  const error = vi.fn()
  const req = { payload: { logger: { error } } } as unknown as PayloadRequest
  const failure = new Error('it failed')
  // The hook's other arguments are the handler's; it reads none of them.
  void logGraphqlServerErrors({ error: failure, graphqlResult, req } as unknown as Parameters<typeof logGraphqlServerErrors>[0])
  return error.mock.calls.map(([entry]) => (entry as { err: Error }).err.message)
}

describe('logGraphqlServerErrors', () => {
  it('logs a GraphQL error answered with a 5xx, or with no status at all', () => {
    expect(logged({ message: 'Something went wrong.', extensions: { statusCode: 500 } })).toEqual(['it failed'])
    expect(logged({ message: 'Something went wrong.', extensions: {} })).toEqual(['it failed'])
  })

  it('leaves a caller’s mistake unlogged: refused, not found, invalid', () => {
    for (const statusCode of [400, 401, 403, 404, 429]) expect(logged({ message: 'No', extensions: { statusCode } })).toEqual([])
  })

  it('leaves REST errors to Payload’s own logging', () => {
    expect(logged(undefined)).toEqual([])
  })
})
