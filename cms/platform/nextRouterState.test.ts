import { describe, expect, it } from 'vitest'
import { routerStateReadable } from './nextRouterState'

const BROKEN = 'Next upgrade broke the seam cms/platform/nextRouterState.ts (README, "Platform seams"): '

// As Next 16.4.6's client router sent it when moving from / to /albums.
const SENT_BY_NEXT = encodeURIComponent(
  JSON.stringify(['', { children: ['(site)', { children: ['albums', { children: ['__PAGE__', {}, null, null, 49312] }, null, 'refetch', 49248] }, null, null, 49264] }, null, null, 49232]),
)

describe("contract: Next's reader of the router state header", () => {
  it('reads what its client router sends, and a request without one', () => {
    expect(routerStateReadable(SENT_BY_NEXT), `${BROKEN}the client router's header is no longer read`).toBe(true)
    expect(routerStateReadable(undefined), `${BROKEN}a request without the header is refused`).toBe(true)
  })

  it.each([
    ['not JSON', 'garbage{{'],
    ['a cut percent-encoding', '%E0%A4'],
    ['JSON of another shape', encodeURIComponent('[1]')],
    ['a segment of an unknown kind', encodeURIComponent(JSON.stringify([['slug', 'x', 'zz', null], {}]))],
    ['too large', encodeURIComponent(JSON.stringify(['', { children: ['a'.repeat(40_000), {}] }]))],
    ['sent twice', [SENT_BY_NEXT, SENT_BY_NEXT]],
  ])('refuses one %s', (_, header) => {
    expect(routerStateReadable(header), `${BROKEN}Next no longer throws for a header it cannot read`).toBe(false)
  })
})
