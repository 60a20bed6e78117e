import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { ALWAYS, earliestPublicMoment } from './publicFrom'

const file = (name: string) => `/cms-api/media/file/${encodeURIComponent(name)}`

/** A write's request whose finds answer `docs` by collection, a few milliseconds later, counting how many run at once. */
function requestWith(docs: Record<string, Record<string, unknown>[]>) {
  let running = 0
  let mostAtOnce = 0
  const find = async ({ collection }: { collection: string }) => {
    running++
    mostAtOnce = Math.max(mostAtOnce, running)
    await new Promise((resolve) => setTimeout(resolve, 5))
    running--
    return { docs: docs[collection] ?? [] }
  }
  return { req: { payload: { find } } as unknown as PayloadRequest, mostAtOnce: () => mostAtOnce }
}

describe('earliestPublicMoment', () => {
  it('is the earliest moment among the documents showing exactly that file', async () => {
    const { req } = requestWith({
      albums: [
        { coverImageUrl: file('cover art.png'), releaseDate: '2026-12-07T09:00:00.000Z' },
        { coverImageUrl: file('cover art.png'), releaseDate: '2026-11-30T09:00:00.000Z' },
        // The database's prefilter matches a longer name too; it is another file.
        { coverImageUrl: file('old cover art.png'), releaseDate: '2020-01-01T00:00:00.000Z' },
      ],
      'blog-posts': [{ coverImageUrl: file('cover art.png'), publishedAt: null }],
    })
    expect(await earliestPublicMoment(req, 'cover art.png')).toBe('2026-11-30T09:00:00.000Z')
  })

  it('is always for a file an active artist shows, and null for one nothing shows', async () => {
    expect(await earliestPublicMoment(requestWith({ artists: [{ profileImageUrl: file('face.png') }] }).req, 'face.png')).toBe(ALWAYS)
    expect(await earliestPublicMoment(requestWith({}).req, 'face.png')).toBeNull()
  })

  it("asks one collection at a time: the write's transaction has one connection, which takes no overlapping queries", async () => {
    const { req, mostAtOnce } = requestWith({})
    await earliestPublicMoment(req, 'cover.png')
    expect(mostAtOnce()).toBe(1)
  })
})
