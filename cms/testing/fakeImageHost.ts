import http from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'

/** The host the test servers may fetch avatars from though it is on loopback (AVATAR_FETCH_TEST_HOSTS). */
export const FAKE_IMAGE_HOST = '127.0.0.1'

export type FakeImageHost = {
  url: string
  /** The path of every request it answered, in order. */
  requests: string[]
  close: () => Promise<void>
}

const MB = 1024 * 1024

/**
 * A stand-in for the outside hosts users take their avatars from, on 127.0.0.1: a photo, and
 * each way an answer can be unusable (too large, declared or not; not an image; an image type
 * that is a document; a lie about its type; missing; too slow; redirected too often).
 */
export async function startFakeImageHost(): Promise<FakeImageHost> {
  const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c0392b' } }).jpeg().toBuffer()
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>')
  const requests: string[] = []
  const sockets = new Set<import('node:net').Socket>()
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake')
    requests.push(url.pathname + url.search)
    const send = (status: number, type: string, body: Buffer | string, headers: http.OutgoingHttpHeaders = {}) => {
      response.writeHead(status, { 'content-type': type, ...headers })
      response.end(body)
    }
    switch (url.pathname) {
      case '/photo.jpg':
        return send(200, 'image/jpeg', photo)
      case '/huge.png':
        return send(200, 'image/png', Buffer.alloc(3 * MB))
      case '/huge-unannounced.png':
        // No Content-Length: the size shows only as it arrives.
        response.writeHead(200, { 'content-type': 'image/png', 'transfer-encoding': 'chunked' })
        for (let i = 0; i < 3; i++) response.write(Buffer.alloc(MB))
        return response.end()
      case '/page.html':
        return send(200, 'text/html', '<html>not an image</html>')
      case '/drawing.svg':
        return send(200, 'image/svg+xml', svg)
      case '/drawing-as.png':
        return send(200, 'image/png', svg)
      case '/slow.jpg':
        return // never answers
      case '/redirect':
        return send(302, 'text/plain', '', { location: url.searchParams.get('to') ?? '/' })
      case '/loop':
        return send(302, 'text/plain', '', { location: '/loop' })
      default:
        return send(404, 'text/plain', 'not found')
    }
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, FAKE_IMAGE_HOST, resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${FAKE_IMAGE_HOST}:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
