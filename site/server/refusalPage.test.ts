import type http from 'node:http'
import { describe, expect, it } from 'vitest'
import { asksForPage, refusalPage } from './refusalPage'

const request = (method: string, url: string, headers: http.IncomingHttpHeaders) => ({ method, url, headers }) as http.IncomingMessage
const BROWSER = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'sec-fetch-dest': 'document' }

describe('a refusal as a page', () => {
  it('is for a browser opening a page address', () => {
    expect(asksForPage(request('GET', '/albums/%00', BROWSER))).toBe(true)
    expect(asksForPage(request('HEAD', '/blog/x', { accept: 'text/html' }))).toBe(true)
  })

  it('is not for programs: the /api rows, Next’s client router, other methods, or JSON clients', () => {
    expect(asksForPage(request('GET', '/api/albums?x=%00', BROWSER))).toBe(false)
    expect(asksForPage(request('GET', '/cms-api/users', BROWSER))).toBe(false)
    expect(asksForPage(request('GET', '/albums', { ...BROWSER, rsc: '1' }))).toBe(false)
    expect(asksForPage(request('POST', '/albums', BROWSER))).toBe(false)
    expect(asksForPage(request('GET', '/albums', { accept: '*/*' }))).toBe(false)
    expect(asksForPage(undefined)).toBe(false)
  })

  it('shows the message as text, never as markup', () => {
    const page = refusalPage(400, 'The address <script>alert(1)</script> & "more"')
    expect(page).toContain('The address &#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;more&#34;')
    expect(page).not.toContain('<script>')
  })
})
