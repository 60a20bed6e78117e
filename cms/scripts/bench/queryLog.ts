import { startChild, waitForUrl } from './children'
import { PORTS, SERVER_DATABASE_URL } from './config'
import type { LoggedStatement } from './queryLogServer'

const CONTROL = `http://127.0.0.1:${PORTS.queryLogControl}`

/**
 * Starts queryLogServer.ts in front of the PostgreSQL server; answers the server URL that goes
 * through it. The app and the node+pg floor both connect that way, so both pay the same hop.
 */
export async function startQueryLog(): Promise<string> {
  const child = startChild('query-log', ['--import', 'tsx', 'cms/scripts/bench/queryLogServer.ts'], {
    ...process.env,
    DATABASE_URL: SERVER_DATABASE_URL,
    PORT: String(PORTS.queryLog),
    CONTROL_PORT: String(PORTS.queryLogControl),
  })
  await waitForUrl(child, `${CONTROL}/take`)
  const url = new URL(SERVER_DATABASE_URL)
  url.host = `127.0.0.1:${PORTS.queryLog}`
  return url.toString()
}

export async function startLogging(): Promise<void> {
  await fetch(`${CONTROL}/start`)
}

export async function takeLog(): Promise<LoggedStatement[]> {
  return (await (await fetch(`${CONTROL}/take`)).json()) as LoggedStatement[]
}

/** Transaction control, session settings and a pool's liveness check are not reads a render makes. */
const BOOKKEEPING = /^\s*(?:(?:begin|commit|rollback|savepoint|release|set|show|reset|discard|deallocate)\b|select 1\s*;?\s*$)/i

/**
 * Background work: Payload's job queue and its log, and the release e-mails the release moment
 * sets going (their batches and claims). They run on their own clock, so how often they show in a
 * window says nothing of how often pages rendered.
 */
const BACKGROUND_WORK = /\b(payload_jobs\w*|release_mails|release_mail_recipients)\b/

/** The statements of `log` that read or write content, at or after `since`. */
export const contentStatements = (log: LoggedStatement[], since: number) =>
  log.filter((entry) => entry.at >= since && !BOOKKEEPING.test(entry.sql) && !BACKGROUND_WORK.test(entry.sql))
