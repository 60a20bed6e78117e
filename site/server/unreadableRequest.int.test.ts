import net from 'node:net'
import { describe, expect, it } from 'vitest'
import { sharedSite } from '@cms/testing/sharedSite'

/** Sends `raw` over a plain socket and answers the status line's code and the body. */
function sendRaw(raw: string): Promise<{ status: number; contentType: string; head: string; body: string }> {
  const { hostname, port } = new URL(sharedSite().baseURL)
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port) }, () => socket.write(raw))
    let text = ''
    socket.on('data', (chunk) => (text += chunk.toString('utf8')))
    socket.on('error', reject)
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n')
      const contentType = /^content-type: (.*)$/im.exec(head)?.[1] ?? ''
      resolve({ status: Number(head.split(' ')[1]), contentType, head, body })
    })
  })
}

describe('requests Node cannot read are refused with a message', () => {
  it.each([
    ['headers', `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`],
    ['an address', `GET /api/albums?x=${'a'.repeat(40_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`],
  ])('%s too large: 431 with a JSON message', async (_, raw) => {
    const answer = await sendRaw(raw)
    expect(answer.status).toBe(431)
    expect(answer.contentType).toMatch(/application\/json/)
    expect(JSON.parse(answer.body)).toEqual({ message: 'The request headers (with the address) are too large.' })
  })

  it('no Host header in HTTP/1.1: 400 with a JSON message', async () => {
    const answer = await sendRaw('GET /api/albums HTTP/1.1\r\n\r\n')
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.body)).toEqual({ message: 'The request has no Host header, which HTTP/1.1 requires.' })
  })

  it('not HTTP: 400 with a JSON message', async () => {
    const answer = await sendRaw('HELLO THERE\r\n\r\n')
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.body)).toEqual({ message: 'The request is not valid HTTP.' })
  })
})

describe('methods no address of the site takes', () => {
  it.each([
    ['TRACE', '/api/albums'],
    ['TRACE', '/api/nowhere'],
    ['PROPFIND', '/api/albums'],
    ['PURGE', '/cms-api/users'],
    ['SEARCH', '/'],
    ['CONNECT', 'localhost:443'],
  ])('%s %s: 405 with a message and Allow', async (method, path) => {
    // fetch refuses to send TRACE: a plain socket sends what a client may.
    const answer = await sendRaw(`${method} ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`)
    expect(answer.status).toBe(405)
    expect(answer.head).toMatch(/^allow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS$/im)
    expect(JSON.parse(answer.body)).toEqual({ message: `${method} is not allowed here; this site takes GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS.` })
  })
})

describe('request targets that are not a path we serve', () => {
  it.each([
    ['OPTIONS', '*'],
    ['GET', '*'],
    ['GET', 'http://evil.test/'],
    ['GET', `${sharedSite().baseURL}/api/albums`],
  ])('%s %s: 400 with a message, never a redirect', async (method, target) => {
    const answer = await sendRaw(`${method} ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`)
    expect(answer.status).toBe(400)
    expect(answer.head).not.toMatch(/^location:/im)
    expect(JSON.parse(answer.body)).toEqual({ message: 'The address is not valid: only a path, such as /albums, is served here.' })
  })

  it('a NUL character in the query: 400 before any route runs', async () => {
    for (const target of ['/cms-api/payload-jobs/run?queue=%00', '/cms-api/albums?where[title][equals]=%00', '/api/albums?x=%00', '/albums?q%00=1']) {
      const answer = await sendRaw(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`)
      expect(answer.status, target).toBe(400)
      expect(JSON.parse(answer.body)).toEqual({ message: 'The address is not valid: it contains a NUL character.' })
    }
  })
})

describe('a malformed address opened in a browser', () => {
  const BROWSER = 'Accept: text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8\r\nSec-Fetch-Dest: document'

  it('is a small page with the message and a way home, still a 400', async () => {
    for (const target of ['/albums/%00', '/blog/%E0%A4%A', '/albums?q%00=1']) {
      const answer = await sendRaw(`GET ${target} HTTP/1.1\r\nHost: localhost\r\n${BROWSER}\r\nConnection: close\r\n\r\n`)
      expect(answer.status, target).toBe(400)
      expect(answer.contentType).toMatch(/^text\/html/)
      expect(answer.head).toMatch(/^content-security-policy: default-src 'none'/im)
      expect(answer.body).toContain('<h1>This address cannot be opened</h1>')
      expect(answer.body).toMatch(/<p>The address is not valid: (it contains a NUL character|its percent-encoding cannot be decoded)\.<\/p>/)
      expect(answer.body).toContain('<a href="/">Go to the home page</a>')
    }
  })

  it('stays JSON on the /api rows, whatever the client accepts', async () => {
    const answer = await sendRaw(`GET /api/albums?x=%00 HTTP/1.1\r\nHost: localhost\r\n${BROWSER}\r\nConnection: close\r\n\r\n`)
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.body)).toEqual({ message: 'The address is not valid: it contains a NUL character.' })
  })
})

describe("a page asked for as Next's client router does, with a router state it cannot read", () => {
  const tree = (page: string) => encodeURIComponent(JSON.stringify(['', { children: ['(site)', { children: [page, { children: ['__PAGE__', {}] }] }] }]))
  const ask = (path: string, state: string) => fetch(sharedSite().baseURL + path, { headers: { rsc: '1', 'next-router-state-tree': state } })
  const PAGES = ['/blog/page/2', '/search?q=neural', '/login', '/albums/no-such-album']

  it.each(['garbage{{', '%E0%A4', encodeURIComponent('[1]')])('%s: 400 with a message on every page', async (state) => {
    for (const path of PAGES) {
      const response = await ask(path, state)
      expect(response.status, path).toBe(400)
      expect(await response.json()).toEqual({ message: 'The Next-Router-State-Tree header cannot be read.' })
    }
  })

  it('one it can read: the page as the router asked for it', async () => {
    const response = await ask('/login', tree('login'))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/text\/x-component/)
  })

  it('the /api rows never read it', async () => {
    expect((await ask('/api/albums', 'garbage{{')).status).toBe(200)
  })
})

describe('a WebSocket handshake', () => {
  it('is answered at once with a 400, wherever it is sent', async () => {
    for (const path of ['/_next/x', '/_next/webpack-hmr', '/albums']) {
      const answer = await sendRaw(
        `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`,
      )
      expect(answer.status, path).toBe(400)
      expect(JSON.parse(answer.body)).toEqual({ message: 'This site takes no WebSocket connections.' })
    }
  })
})
