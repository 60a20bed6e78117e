import { describe, expect, it } from 'vitest'
import { admin, answer, Client } from '@cms/testing/client'

describe("an album's share image", () => {
  it('is drawn for a title and a credit with emoji and CJK, what the font lacks left out', async () => {
    const boss = await admin()
    const artists = (await answer(new Client().get('/api/artists'))).body as { id: number }[]
    const album = (
      await answer(boss.post('/api/albums', { title: `Night ${Date.now()} 🎵 夜`, artistId: artists[0]!.id, featuredArtist: 'DJ 🔥', releaseDate: '2021-03-01' }))
    ).body as { slug: string }
    const page = await (await new Client().get(`/albums/${album.slug}`)).text()
    const image = /<meta property="og:image" content="([^"]+)"/.exec(page)?.[1]
    expect(image).toBeDefined()
    const { pathname, search } = new URL(image!.replaceAll('&amp;', '&'))
    const drawn = await new Client().get(pathname + search)
    expect(drawn.status).toBe(200)
    expect(drawn.headers.get('content-type')).toBe('image/png')
    expect((await drawn.arrayBuffer()).byteLength).toBeGreaterThan(1000)
  })
})
