import { describe, expect, it } from 'vitest'
import { summarizeRush, type RushSample } from './rushSummary'

const MOMENT = 1_000_000
const sample = (path: string, startedAt: number, ms: number, showsAlbum: boolean, status = 200): RushSample => ({
  path,
  startedAt: MOMENT + startedAt,
  answeredAt: MOMENT + startedAt + ms,
  status,
  showsAlbum,
})

describe('summarizeRush', () => {
  it('measures each page from the moment to the first answer after it that shows the album', () => {
    const samples = [
      sample('/', -500, 20, false),
      sample('/', -10, 30, false),
      sample('/', 10, 30, false),
      sample('/', 200, 40, true),
      sample('/albums', 5, 700, true),
      sample('/albums', 100, 20, true),
    ]
    const { pages } = summarizeRush(samples, ['/', '/albums'], MOMENT, 1_000)
    expect(pages.get('/')).toEqual({ lagMs: 240, staleAfter: 0, p99Ms: 40 })
    expect(pages.get('/albums')).toEqual({ lagMs: 120, staleAfter: 0, p99Ms: 700 })
  })

  it('is NaN for a page that never showed it, and counts the stale answers asked for past the limit', () => {
    const samples = [sample('/albums/new', 500, 10, false, 404), sample('/albums/new', 1_200, 10, false, 404), sample('/albums/new', 1_500, 10, false, 404)]
    expect(summarizeRush(samples, ['/albums/new'], MOMENT, 1_000).pages.get('/albums/new')).toEqual({ lagMs: NaN, staleAfter: 2, p99Ms: 10 })
  })

  it('counts 5xx answers and unanswered requests apart, and leaves the latter out of the p99', () => {
    const samples = [
      ...Array.from({ length: 98 }, (_, index) => sample('/', index, 10, true)),
      sample('/', 0, 250, true, 503),
      sample('/', 0, 5_000, false, 0),
    ]
    const summary = summarizeRush(samples, ['/'], MOMENT, 1_000)
    expect(summary).toMatchObject({ requests: 100, serverErrors: 1, failures: 1, p99Ms: 250 })
  })
})
