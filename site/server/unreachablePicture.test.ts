import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SiteResponse } from './siteResponse'
import { UNREACHABLE_PICTURE_MESSAGE } from './unreachablePicture'

// Next's image optimiser, as far as this concerns it: a bare 500 when a picture cannot be fetched,
// ended the way Next ends it (statusCode, then `end` with the text), or with the headers sent first,
// as Next's compression does before it passes the body on.
const HEADERS_FIRST = 'x-headers-first'
const server = http.createServer({ ServerResponse: SiteResponse }, (request, response) => {
  response.statusCode = 500
  if (request.headers[HEADERS_FIRST]) response.writeHead(500)
  response.end('Internal Server Error')
})
/** Each answer is asked for both ways Next ends it. */
const BOTH_WAYS: Record<string, string>[] = [{}, { [HEADERS_FIRST]: '1' }]
let origin = ''

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const answer = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(origin + path, { headers })
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() }
}

describe('a remote picture whose host cannot be reached', () => {
  it('is a 502 that says so, for any absolute http(s) URL of /_next/image', async () => {
    for (const url of ['https://i.scdn.co/image/ab67', 'HTTP://images.unsplash.com/photo-1']) {
      for (const headers of BOTH_WAYS) {
        expect(await answer(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`, headers)).toEqual({
          status: 502,
          type: 'text/plain; charset=utf-8',
          text: UNREACHABLE_PICTURE_MESSAGE,
        })
      }
    }
  })

  it('leaves every other 500 as it is: our own pictures, other routes, a URL that is not a remote one', async () => {
    for (const path of ['/_next/image?url=%2Fdemo%2Fcover.webp&w=640&q=75', '/albums', '/_next/image?w=640', '/_next/imagery?url=https%3A%2F%2Fi.scdn.co%2Fx']) {
      for (const headers of BOTH_WAYS) {
        expect(await answer(path, headers)).toMatchObject({ status: 500, text: 'Internal Server Error' })
      }
    }
  })
})
