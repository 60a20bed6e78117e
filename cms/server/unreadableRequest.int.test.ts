import net from 'node:net'
import { describe, expect, inject, it } from 'vitest'

/** Sends `raw` over a plain socket and answers the status line's code and the body. */
function sendRaw(raw: string): Promise<{ status: number; contentType: string; head: string; body: string }> {
  const { hostname, port } = new URL(inject('baseURL'))
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
  it('headers too large: 431 with a JSON message', async () => {
    const answer = await sendRaw(`GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`)
    expect(answer.status).toBe(431)
    expect(answer.contentType).toMatch(/application\/json/)
    expect(JSON.parse(answer.body)).toEqual({ message: 'The request headers are too large.' })
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
  ])('%s %s: 405 with a message and Allow', async (method, path) => {
    // fetch refuses to send TRACE: a plain socket sends what a client may.
    const answer = await sendRaw(`${method} ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`)
    expect(answer.status).toBe(405)
    expect(answer.head).toMatch(/^allow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS$/im)
    expect(JSON.parse(answer.body)).toEqual({ message: `${method} is not allowed here; this site takes GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS.` })
  })
})
