import type http from 'node:http'
import { READ_METHODS } from './refusal'

/** Addresses whose callers are programs: their refusals stay JSON whatever they accept. */
const PROGRAM_PATHS = /^\/(api|cms-api|_next)(\/|$)/

/**
 * Whether a refusal should be a page: a browser opening an address (a link, the address bar)
 * asks for HTML, and a bare JSON message there reads as a broken site.
 */
export function asksForPage(request: http.IncomingMessage | undefined): boolean {
  if (!request || !READ_METHODS.includes(request.method ?? '')) return false
  // Next's client router fetches pages too (RSC: 1): it reads the status, not a page.
  if (request.headers.rsc !== undefined || PROGRAM_PATHS.test((request.url ?? '/').split('?', 1)[0]!)) return false
  return request.headers['sec-fetch-dest'] === 'document' || /\btext\/html\b/.test(request.headers.accept ?? '')
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** Only its own inline style: nothing of the site's build is needed to show it. */
export const REFUSAL_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'"

/**
 * The refusal as a small page in the site's colours: the message (the JSON answer's), and a way
 * on. The server writes it itself, before Next, so it has no scripts and no stylesheet to fetch.
 */
export function refusalPage(status: number, message: string): string {
  const heading = status === 405 ? 'This address does not take that request' : 'This address cannot be opened'
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${heading} | Machine Soul</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#07070d;color:#eeeef7;font:1rem/1.6 system-ui,sans-serif}
main{max-width:36rem;padding:2rem 1.25rem}
h1{font-size:1.5rem;line-height:1.3;margin:0 0 .75rem}
p{color:#a9a9c6;margin:0 0 1.5rem;overflow-wrap:anywhere}
a{color:#22d3ee}
a:focus-visible{outline:2px solid #67e8f9;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${heading}</h1>
<p>${escapeHtml(message)}</p>
<a href="/">Go to the home page</a>
</main>
</body>
</html>
`
}
