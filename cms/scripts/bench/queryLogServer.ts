/**
 * A pass-through between the app and PostgreSQL that notes each statement the app has the server
 * run, while asked to: how the bench counts a page's renders without a line of test code in the
 * product (pg_stat_statements needs the server restarted with it preloaded).
 *
 *   DATABASE_URL=<the server> PORT=<proxy> CONTROL_PORT=<http> node --import tsx cms/scripts/bench/queryLogServer.ts
 *
 * GET /start on the control port begins a fresh log; GET /take answers it ([{ at, sql }], at in
 * epoch ms) and stops logging.
 */
import http from 'node:http'
import net from 'node:net'
import { FrontendReader } from './pgProtocol'

export type LoggedStatement = { at: number; sql: string }

const upstream = new URL(process.env.DATABASE_URL!)
let log: LoggedStatement[] | null = null

const proxy = net.createServer((client) => {
  const server = net.connect(Number(upstream.port || 5432), upstream.hostname)
  const reader = new FrontendReader()
  client.on('data', (chunk: Buffer) => {
    const at = Date.now()
    for (const sql of reader.push(chunk)) log?.push({ at, sql })
  })
  client.pipe(server).pipe(client)
  const close = () => {
    client.destroy()
    server.destroy()
  }
  client.on('error', close).on('close', close)
  server.on('error', close).on('close', close)
})
proxy.listen(Number(process.env.PORT), '127.0.0.1')

const control = http.createServer((request, response) => {
  if (request.url === '/start') {
    log = []
    response.writeHead(204).end()
  } else if (request.url === '/take') {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(log ?? []))
    log = null
  } else {
    response.writeHead(404).end()
  }
})
control.listen(Number(process.env.CONTROL_PORT), '127.0.0.1')

process.on('SIGTERM', () => {
  proxy.close()
  control.close()
  process.exit(0)
})
