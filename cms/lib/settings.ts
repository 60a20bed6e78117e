import { Cron } from 'croner'
import { z } from 'zod'
import { replicaUrls } from '../db/replicas'
import { newPassword } from '../schemas/auth'
import { parseAllowance, RATE_LIMITS, rateLimitVariable, type RateLimitedAction } from './rateLimit/limits'
import { isTimeZone, timeZoneProblem } from '../release/timeZone'

type Env = Record<string, string | undefined>

const isPort = (value: string) => /^\d{1,5}$/.test(value) && Number(value) >= 1 && Number(value) <= 65535

function urlOf(value: string): URL | null {
  try {
    return new URL(value)
  } catch {
    return null
  }
}

function siteUrlProblem(name: string, value: string): string | null {
  const url = urlOf(value)
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return `${name}="${value}" is not a web address such as https://example.com.`
  if (url.pathname !== '/' || url.search || url.hash || url.username) {
    return `${name}="${value}" must be an origin only, such as ${url.origin}: the site is served from the root of its host.`
  }
  return null
}

const POSTGRES_EXAMPLE = 'postgres://user:password@host:5432/database'

function isDatabaseUrl(value: string): boolean {
  const url = urlOf(value)
  return Boolean(url && (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && (url.hostname || url.searchParams.get('host')))
}

/** An address a mail server can take: looser than an account's e-mail, as no-reply@localhost is one. */
const isMailbox = (value: string) => /^[^\s@<>",]+@[^\s@<>",]+$/.test(value.trim())

/** MAIL_FROM as cms/lib/mail.ts reads it: "Name <address>" or an address. */
function isSender(value: string): boolean {
  const named = /^(.*?)\s*<([^<>\s]+)>$/.exec(value.trim())
  return isMailbox(named ? named[2]! : value)
}

function cronProblem(name: string, value: string, example: string): string | null {
  let cron: Cron
  try {
    cron = new Cron(value, { paused: true })
  } catch {
    return `${name}="${value}" is not a cron pattern such as ${example}.`
  }
  // A valid pattern may still match no date at all (30 February): nothing would ever run.
  const never = cron.nextRun() === null
  cron.stop()
  return never ? `${name}="${value}" never comes round: no date matches it.` : null
}

/**
 * What is wrong with the settings a server is started with, one line each naming the variable.
 * The server and `npm start` refuse to start on any: a bad value otherwise surfaced as a 500 on
 * every page (a time zone, an address), or was quietly replaced by a default (a rate limit).
 */
export function settingsProblems(env: Env = process.env): string[] {
  const problems: (string | null)[] = []
  const set = (name: string) => env[name] !== undefined && env[name] !== ''
  if (set('PORT') && !isPort(env.PORT!)) problems.push(`PORT="${env.PORT}" is not a port number (1 to 65535).`)
  if (set('SITE_URL')) problems.push(siteUrlProblem('SITE_URL', env.SITE_URL!))
  // Read in its place when SITE_URL is not set (siteUrl.ts).
  else if (set('NEXT_PUBLIC_SITE_URL')) problems.push(siteUrlProblem('NEXT_PUBLIC_SITE_URL', env.NEXT_PUBLIC_SITE_URL!))
  if (set('RELEASE_TIMEZONE') && !isTimeZone(env.RELEASE_TIMEZONE!)) problems.push(timeZoneProblem(env.RELEASE_TIMEZONE!))
  if (set('JOBS_CRON')) problems.push(cronProblem('JOBS_CRON', env.JOBS_CRON!, '"* * * * *" (every minute)'))
  if (set('BACKUP_CRON')) problems.push(cronProblem('BACKUP_CRON', env.BACKUP_CRON!, '"0 3 * * *" (every day at 03:00)'))
  if (set('NEWSLETTER_SMTP_CONNECTIONS') && !/^([1-9]|[1-4]\d|50)$/.test(env.NEWSLETTER_SMTP_CONNECTIONS!)) {
    problems.push(`NEWSLETTER_SMTP_CONNECTIONS="${env.NEWSLETTER_SMTP_CONNECTIONS}" must be a number of connections, 1 to 50.`)
  }
  if (set('NEWSLETTER_STALE_CLAIM_SECONDS') && !/^[1-9]\d+$/.test(env.NEWSLETTER_STALE_CLAIM_SECONDS!)) {
    problems.push(`NEWSLETTER_STALE_CLAIM_SECONDS="${env.NEWSLETTER_STALE_CLAIM_SECONDS}" must be a number of seconds, 10 or more.`)
  }
  if (set('BACKUP_KEEP') && !/^[1-9]\d*$/.test(env.BACKUP_KEEP!)) problems.push(`BACKUP_KEEP="${env.BACKUP_KEEP}" must be a number of backups, 1 or more.`)
  for (const action of Object.keys(RATE_LIMITS) as RateLimitedAction[]) {
    const name = rateLimitVariable(action)
    if (!set(name)) continue
    const allowance = parseAllowance(env[name]!)
    if (!allowance) problems.push(`${name}="${env[name]}" is not count/seconds, such as 10/3600.`)
    // None at all would refuse everyone, the admin's own sign-in included, for the whole period.
    else if (allowance.count === 0) problems.push(`${name}="${env[name]}" allows none: the count must be 1 or more.`)
  }
  for (const name of ['SEED_DEMO_CONTENT', 'S3_FORCE_PATH_STYLE']) {
    if (set(name) && !['true', 'false'].includes(env[name]!)) problems.push(`${name}="${env[name]}" must be true or false.`)
  }
  if (set('S3_ENDPOINT') && !/^https?:$/.test(urlOf(env.S3_ENDPOINT!)?.protocol ?? '')) {
    problems.push(`S3_ENDPOINT="${env.S3_ENDPOINT}" is not a web address such as https://s3.example.com.`)
  }
  if (set('TRUSTED_PROXY_COUNT') && !/^\d+$/.test(env.TRUSTED_PROXY_COUNT!)) {
    problems.push(`TRUSTED_PROXY_COUNT="${env.TRUSTED_PROXY_COUNT}" must be a whole number of proxies (0 for none).`)
  }
  // The addresses are not repeated: they hold passwords.
  if (set('DATABASE_URL')) {
    if (!isDatabaseUrl(env.DATABASE_URL!)) problems.push(`DATABASE_URL is not a PostgreSQL address such as ${POSTGRES_EXAMPLE}.`)
    // Sessions signed with a secret made on one machine's disk would not hold across instances.
    if (!set('PAYLOAD_SECRET')) problems.push('PAYLOAD_SECRET must be set when DATABASE_URL is: it signs the sessions every instance accepts.')
  }
  if (replicaUrls(env).some((url) => !isDatabaseUrl(url))) {
    problems.push(`DATABASE_REPLICA_URLS holds an entry that is not a PostgreSQL address such as ${POSTGRES_EXAMPLE} (comma-separated).`)
  }
  // The first admin is made as Payload opens, after the server said it was ready: a password the
  // users collection refuses left a site with no admin and no demo content, on every start.
  if (set('ADMIN_EMAIL') && !z.email().safeParse(env.ADMIN_EMAIL!.trim()).success) problems.push(`ADMIN_EMAIL="${env.ADMIN_EMAIL}" is not an e-mail address.`)
  if (set('CONTACT_EMAIL_TO') && !isMailbox(env.CONTACT_EMAIL_TO!)) problems.push(`CONTACT_EMAIL_TO="${env.CONTACT_EMAIL_TO}" is not an e-mail address.`)
  // Every e-mail would otherwise be refused by the mail server, or sent from a garbled sender.
  if (set('MAIL_FROM') && !isSender(env.MAIL_FROM!)) {
    problems.push(`MAIL_FROM="${env.MAIL_FROM}" is not a sender such as "Machine Soul <no-reply@example.com>" or an e-mail address.`)
  }
  if (set('ADMIN_PASSWORD')) {
    const refused = newPassword.safeParse(env.ADMIN_PASSWORD).error?.issues[0]?.message
    // The password itself is never repeated.
    if (refused) problems.push(`ADMIN_PASSWORD is refused: ${refused}.`)
  }
  const smtp = set('SMTP_URL') ? urlOf(env.SMTP_URL!) : null
  // A server to send to, named: "smtp://" alone was taken, and every mail failed later.
  if (set('SMTP_URL') && !(smtp && /^smtps?:$/.test(smtp.protocol) && smtp.hostname)) {
    problems.push('SMTP_URL is not a mail server address such as smtps://user:password@smtp.example.com:465.')
  }
  if (set('REDIS_URL') && !/^rediss?:$/.test(urlOf(env.REDIS_URL!)?.protocol ?? '')) {
    problems.push('REDIS_URL is not a Redis address such as redis://127.0.0.1:6379.')
  }
  return problems.filter((problem): problem is string => problem !== null)
}

/** Prints the problems with the settings, if any, and ends the process with status 1. */
export function refuseBadSettings(env: Env = process.env): void {
  const problems = settingsProblems(env)
  if (problems.length === 0) return
  for (const problem of problems) console.error(problem)
  process.exit(1)
}
