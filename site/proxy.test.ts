import { SESSION_COOKIE } from '@cms/cache/tags'
import { describe, expect, it } from 'vitest'
import { config } from './proxy'

describe('the proxy of /', () => {
  it('runs only for a request that carries the session cookie (a literal Next reads at build time)', () => {
    expect(config.matcher).toEqual([{ source: '/', has: [{ type: 'cookie', key: SESSION_COOKIE }] }])
  })
})
