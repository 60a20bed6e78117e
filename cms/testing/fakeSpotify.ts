import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** Albums the fake knows, by id; the tests and the end-to-end suite import them by these ids. */
export const FAKE_SPOTIFY_ALBUMS = {
  KnownArtist1: { name: 'Signals Reprised', artist: 'Aurora Circuit', image: 'https://i.scdn.co/image/known', date: '2026-11-09' },
  NewArtist1: { name: 'Strangers in the Mesh', artist: 'Someone New', image: 'https://i.scdn.co/image/new', date: '2025-06' },
  NoCover1: { name: 'Blank Sleeve', artist: 'Machine Soul Collective', image: null, date: '2024' },
  // What a compromised or buggy answer could hold: a script address, a NUL, an overlong title.
  Hostile1: { name: `Bad\u0000${'x'.repeat(300)}`, artist: 'Aurora Circuit', image: 'javascript:alert(1)', date: 'someday' },
} as const
export const FAKE_SPOTIFY_FAILING_ID = 'Broken1'
/** An album whose answer is not JSON at all. */
export const FAKE_SPOTIFY_GARBLED_ID = 'Garbled1'
export const FAKE_SPOTIFY_CREDENTIALS = { id: 'fake-client', secret: 'fake-secret' }

/**
 * A stand-in for Spotify's accounts and Web API on 127.0.0.1, so no test reaches the internet:
 * client-credentials tokens, GET /v1/albums/{id} for the albums above, 404 for others, 500 for
 * the failing id, an HTML page for the garbled one.
 */
export async function startFakeSpotify(): Promise<{ url: string; close: () => Promise<void> }> {
  const token = 'fake-access-token'
  const expectedAuth = `Basic ${Buffer.from(`${FAKE_SPOTIFY_CREDENTIALS.id}:${FAKE_SPOTIFY_CREDENTIALS.secret}`).toString('base64')}`
  const server = http.createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    const url = new URL(request.url ?? '/', 'http://fake')
    if (request.method === 'POST' && url.pathname === '/api/token') {
      if (request.headers.authorization !== expectedAuth) return send(401, { error: 'invalid_client' })
      return send(200, { access_token: token, token_type: 'Bearer', expires_in: 3600 })
    }
    const match = /^\/v1\/albums\/([^/]+)$/.exec(url.pathname)
    if (request.method === 'GET' && match) {
      if (request.headers.authorization !== `Bearer ${token}`) return send(401, { error: { status: 401 } })
      const id = decodeURIComponent(match[1]!)
      if (id === FAKE_SPOTIFY_FAILING_ID) return send(500, { error: { status: 500, message: 'Server error' } })
      if (id === FAKE_SPOTIFY_GARBLED_ID) {
        response.writeHead(200, { 'content-type': 'text/html' })
        return response.end('<html>Service unavailable</html>')
      }
      const album = FAKE_SPOTIFY_ALBUMS[id as keyof typeof FAKE_SPOTIFY_ALBUMS]
      if (!album) return send(404, { error: { status: 404, message: 'Non existing id' } })
      return send(200, {
        name: album.name,
        artists: [{ name: album.artist }],
        images: album.image ? [{ url: `${album.image}-300`, width: 300 }, { url: album.image, width: 640 }] : [],
        release_date: album.date,
        external_urls: { spotify: `https://open.spotify.com/album/${id}` },
      })
    }
    send(404, { error: { status: 404 } })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
