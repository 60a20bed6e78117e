import { describe, expect, it } from 'vitest'
import { admin, answer, Client, newUser } from '../../testing/client'
import { FAKE_SPOTIFY_FAILING_ID, FAKE_SPOTIFY_GARBLED_ID } from '../../testing/fakeSpotify'

const extract = async (client: Client, spotifyUrl?: string) => answer(client.post('/api/spotify/extract-info', { spotifyUrl }))

describe('POST /api/spotify/extract-info', () => {
  it('is for admins only, with an error field', async () => {
    expect(await extract(new Client(), 'spotify:album:KnownArtist1')).toEqual({ status: 401, body: { error: 'Unauthorized', message: 'Unauthorized' } })
    const refused = await extract((await newUser()).client, 'spotify:album:KnownArtist1')
    expect(refused).toMatchObject({ status: 403, body: { error: 'Only admins can import albums from Spotify.' } })
  })

  it('refuses a link that is not text with an error field', async () => {
    const result = await extract(await admin(), 42 as unknown as string)
    expect(result.status).toBe(400)
    expect(result.body.error).toEqual(result.body.message)
    expect(result.body.error).toMatch(/spotifyUrl/i)
  })

  it.each([['a'.repeat(23)], ['a'.repeat(20_000)]])('refuses an id longer than Spotify gives (%#) without asking Spotify', async (id) => {
    const result = await extract(await admin(), `https://open.spotify.com/album/${id}`)
    expect(result).toEqual({ status: 400, body: { error: 'Please enter a valid Spotify album URL', message: 'Please enter a valid Spotify album URL' } })
  })

  it.each([
    ['https://open.spotify.com/album/KnownArtist1?si=x'],
    ['spotify:album:KnownArtist1'],
    ['https://open.spotify.com/intl-de/album/KnownArtist1'],
  ])('reads the album behind %s from Spotify', async (link) => {
    const { status, body } = await extract(await admin(), link)
    expect(status).toBe(200)
    expect(body).toEqual({
      albumData: {
        title: 'Signals Reprised',
        artistName: 'Aurora Circuit',
        coverImageUrl: 'https://i.scdn.co/image/known',
        spotifyUrl: 'https://open.spotify.com/album/KnownArtist1',
        releaseDate: '2026-11-09T00:00:00.000Z',
      },
    })
  })

  it('gives only what an album can be saved with: no script cover, no NUL, a title within 255', async () => {
    const { status, body } = await extract(await admin(), 'spotify:album:Hostile1')
    expect(status).toBe(200)
    expect(body.albumData.coverImageUrl).toBeNull()
    expect(body.albumData.title).toBe(`Bad${'x'.repeat(252)}`)
  })

  it('gives no cover when Spotify has none, and the first day of a year-only release', async () => {
    const { body } = await extract(await admin(), 'spotify:album:NoCover1')
    expect(body.albumData).toMatchObject({ coverImageUrl: null, releaseDate: '2024-01-01T00:00:00.000Z' })
  })

  it.each([
    [undefined, 400, 'Please enter a Spotify album URL'],
    ['   ', 400, 'Please enter a Spotify album URL'],
    ['https://open.spotify.com/track/KnownArtist1', 400, 'Please enter a valid Spotify album URL'],
    ['https://example.com/album/bad-id!', 400, 'Please enter a valid Spotify album URL'],
    ['spotify:album:DoesNotExist9', 404, 'Spotify has no album with that link.'],
    [`spotify:album:${FAKE_SPOTIFY_FAILING_ID}`, 502, 'Spotify could not be reached'],
    [`spotify:album:${FAKE_SPOTIFY_GARBLED_ID}`, 502, 'Spotify sent an answer we could not read'],
  ])('answers %j with %i and an error field', async (link, status, error) => {
    const result = await extract(await admin(), link)
    expect(result.status).toBe(status)
    expect(result.body.error).toContain(error)
  })
})
