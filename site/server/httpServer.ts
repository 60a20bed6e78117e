/**
 * The HTTP server in front of Next's request handler, for what Next cannot do itself: the
 * client's address from the connection (Next keeps any X-Forwarded-For a client sends, so every
 * limit would be the client's to choose: ARCHITECTURE, "Security defaults"), and refusing, with a
 * status and a message, requests Next answers with a 500, an empty 400 or a whole page (targets
 * that are not a path, methods no route takes, requests Node cannot parse), and holding a write's
 * answer until the reads begun before its commit are answered (cms/cache/settleWrites.ts: Next
 * shares their work with requests that come after the write). `npm start`, the test
 * servers and the image run it built; `npm run dev` runs it in Next's dev mode, so development
 * sees the same addresses, refusals and headers:
 *
 *   node site/.next/machine-soul-server.mjs --port 3000 [--hostname 127.0.0.1]
 *   node --import tsx site/server/httpServer.ts --dev
 *
 * (the build bundles this file there: cms/scripts/serverBundle.ts).
 */
import http from 'node:http'
import type { Duplex } from 'node:stream'
import path from 'node:path'
import { parseArgs } from 'node:util'
import next from 'next'
import { serveRequest } from '@cms/cache/settleWrites'
import { connectionAddress, trustedProxyCount } from '@cms/lib/rateLimit/clientAddress'
import { isCachedRead } from './cachedReads'
import { malformedPath } from './malformedPath'
import { nextHostname } from './nextHostname'
import { pageMethodRefusal } from './pageMethods'
import { databaseProblem } from '@cms/db/connectDatabase'
import { loadEnvFiles } from '@cms/lib/envFiles'
import { refuseBadSettings } from '@cms/lib/settings'
import { routerStateRefusal } from './routerState'
import { SiteResponse } from './siteResponse'
import { methodNotAllowed, type Refusal } from './refusal'
import { asksForPage, REFUSAL_PAGE_CSP, refusalPage } from './refusalPage'
import { staticFileRefusals } from './staticFiles'

const { values } = parseArgs({ options: { port: { type: 'string' }, hostname: { type: 'string' }, dev: { type: 'boolean' } } })
// Before the settings are read: `npm run dev` and the server run directly take .env's as `npm start` does.
loadEnvFiles(values.dev === true)
refuseBadSettings({ ...process.env, PORT: values.port || process.env.PORT })
// PostgreSQL answers before the site starts on it: unreachable or missing, it left a server up that
// answered 500 everywhere. A database it lacks is not made (cms/db/index.ts): it is named.
const databaseUrl = process.env.DATABASE_URL
const databaseRefusal = databaseUrl ? await databaseProblem(databaseUrl) : null
if (databaseRefusal) {
  console.error(databaseRefusal)
  process.exit(1)
}
const port = Number(values.port || process.env.PORT || 3000)
const hostname = values.hostname
const dev = values.dev === true
const trusted = trustedProxyCount()

/** Headers only a trusted proxy may set; from anyone else they are dropped. */
const PROXY_HEADERS = ['x-real-ip', 'forwarded', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port']

function normaliseAddressHeaders(request: http.IncomingMessage): void {
  const address = connectionAddress(request.socket.remoteAddress, request.headers['x-forwarded-for'], trusted)
  request.headers['x-forwarded-for'] = address
  if (trusted === 0) for (const header of PROXY_HEADERS) delete request.headers[header]
  else delete request.headers['x-real-ip']
}

/**
 * A refusal's body, its message in JSON (or, for a browser opening the address, in a small page),
 * and the headers that go with it.
 */
function refusalParts({ status, message, headers = {} }: Refusal, asPage = false): { body: string; head: http.OutgoingHttpHeaders } {
  const body = asPage ? refusalPage(status, message) : JSON.stringify({ message })
  const type = asPage ? { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': REFUSAL_PAGE_CSP } : { 'content-type': 'application/json; charset=utf-8' }
  return {
    body,
    head: { ...type, 'content-length': Buffer.byteLength(body), 'x-content-type-options': 'nosniff', ...headers },
  }
}

function refuse(response: http.ServerResponse, refusal: Refusal): void {
  const { body, head } = refusalParts(refusal, asksForPage(response.req))
  response.writeHead(refusal.status, head)
  response.end(body)
}

/**
 * The methods any address of the site takes. Node parses others (TRACE, PROPFIND, PURGE…), which
 * Next's route handlers answer with a 500 or an empty 400: here they are a 405 with a message.
 */
const SITE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

/** Node's statuses for the requests its parser refuses; anything else it cannot read is a 400. */
const PARSER_REFUSALS: Record<string, { status: number; message: string }> = {
  // Node's limit holds the request line and the headers together: an address too long meets it too.
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers (with the address) are too large.' },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, message: 'The request body is too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive.' },
}

/** A refusal written on the socket itself: for requests that never get a response object. */
function refuseOnSocket(socket: Duplex, refusal: Refusal): void {
  const { body, head } = refusalParts(refusal)
  const lines = Object.entries({ ...head, connection: 'close' }).map(([name, value]) => `${name}: ${String(value)}\r\n`)
  socket.end(`HTTP/1.1 ${refusal.status} ${http.STATUS_CODES[refusal.status]}\r\n${lines.join('')}\r\n${body}`)
}

/**
 * A request Node refuses before any handler runs (headers too large, not HTTP at all) gets the
 * status Node would give, with a message in JSON like every other refusal instead of an empty body.
 */
function refuseUnreadableRequest(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy()
    return
  }
  refuseOnSocket(socket, PARSER_REFUSALS[error.code ?? ''] ?? { status: 400, message: 'The request is not valid HTTP.' })
}

/** Whether the request asks to open a WebSocket. */
const asksForWebSocket = (request: http.IncomingMessage): boolean => /websocket/i.test(request.headers.upgrade ?? '')

const NO_WEBSOCKETS: Refusal = { status: 400, message: 'This site takes no WebSocket connections.', headers: { connection: 'close' } }

// Next hangs its WebSocket handler (hot reloading in development; in production only rewrites to
// other origins, which we have none of) on the server of its first request, or on `httpServer`.
// Given this one, never listening, it leaves ours without: upgrade requests then come to our
// handler like any other, and a WebSocket handshake is refused there.
const nextUpgrades = new http.Server()
const app = next({ dir: path.resolve('site'), dev, hostname: nextHostname(hostname), port, httpServer: nextUpgrades })
await app.prepare()
const handle = app.getRequestHandler()
const fileRefusal = staticFileRefusals(path.resolve('site'))

// HTTP/1.1 asks every request to name its host; Node's own check answered one without with an empty 400.
const NO_HOST: Refusal = { status: 400, message: 'The request has no Host header, which HTTP/1.1 requires.', headers: { connection: 'close' } }

const server = http.createServer({ ServerResponse: SiteResponse, requireHostHeader: false }, (request, response) => {
  if (request.httpVersion === '1.1' && !request.headers.host) return refuse(response, NO_HOST)
  const method = request.method ?? 'GET'
  if (!SITE_METHODS.includes(method)) {
    return refuse(response, methodNotAllowed(method, SITE_METHODS, 'here', 'this site'))
  }
  const target = request.url ?? '/'
  const problem = malformedPath(target)
  if (problem) return refuse(response, { status: 400, message: problem })
  // No WebSocket is served: Next's own handler held one under /_next/ open, unanswered.
  if (asksForWebSocket(request)) return refuse(response, NO_WEBSOCKETS)
  const pathname = target.split('?', 1)[0]!
  const refusal = fileRefusal(request, pathname) ?? pageMethodRefusal(request, pathname) ?? routerStateRefusal(request, pathname)
  if (refusal) return refuse(response, refusal)
  normaliseAddressHeaders(request)
  serveRequest(response, isCachedRead(method, pathname), () => void handle(request, response))
})
server.on('clientError', refuseUnreadableRequest)
// CONNECT (a proxy's tunnel) never reaches the handler above: Node hands its socket here, and
// without a listener it closed the connection with no answer.
server.on('connect', (_request: http.IncomingMessage, socket: Duplex) => {
  refuseOnSocket(socket, methodNotAllowed('CONNECT', SITE_METHODS, 'here', 'this site'))
})
// In development the browser keeps a WebSocket to Next's dev server (under /_next/) for hot
// reloading: those handshakes, and only in development, go on to Next past the same refusals.
if (dev) {
  server.on('upgrade', (request: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    const target = request.url ?? '/'
    const problem = malformedPath(target)
    if (problem) return refuseOnSocket(socket, { status: 400, message: problem })
    if (!target.startsWith('/_next/') || !asksForWebSocket(request)) return refuseOnSocket(socket, NO_WEBSOCKETS)
    normaliseAddressHeaders(request)
    nextUpgrades.emit('upgrade', request, socket, head)
  })
}
// A port taken or not ours to open: one line, and a status a supervisor reads as a failure.
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(`Cannot listen on port ${port}: ${error.code === 'EADDRINUSE' ? 'another program uses it' : error.message}.`)
  process.exit(1)
})
server.listen(port, hostname, () => console.log(`Serving on http://${hostname ?? 'localhost'}:${port}`))

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close()
    void app.close().finally(() => process.exit(0))
  })
}
