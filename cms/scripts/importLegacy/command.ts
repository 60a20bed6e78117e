/**
 * `npm run payload -- import-legacy --from postgres://… [--dry-run]` (a Payload bin command,
 * cms/payload.config.ts): the original app's content, through the collections' rules, into the
 * database this site is configured with. Exit status 0 when the run completed, 1 when it could
 * not (the source unreachable or not the legacy schema, the target failing), 2 on bad arguments.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { getPayload, type Payload, type SanitizedConfig } from 'payload'
import { stopEmbeddedDatabase } from '../../db/embedded'
import { expireSiteCache } from '../../cache/fromCommands/expireSiteCache'
import { hearLostConnections, lostDatabase } from './lostDatabase'
import { parseOptions, redacted } from './options'
import { Report } from './report'
import { runImport } from './run'
import { readLegacy, SourceError } from './source'
import { checkTarget, TargetError } from './target'
import { isRefusal, refusalStatus } from '../../lib/commandArguments'

/** Why the run stopped, in one line when it is a known failure; an unforeseen one keeps its stack. */
function failureOf(error: unknown): string {
  if (error instanceof SourceError || error instanceof TargetError) return error.message
  const lost = lostDatabase(error)
  if (lost) {
    return `The connection to this site's database was lost (${lost.message}). The rows committed before it stay; run the import again once the database is back, and it goes on from there.`
  }
  return (error as Error).stack ?? String(error)
}

async function importLegacy(config: SanitizedConfig, args: string[]): Promise<number> {
  const options = parseOptions(args)
  if (isRefusal(options)) return refusalStatus(options)
  const source = redacted(options.from)
  let report = new Report()
  let payload: Payload | null = null
  try {
    const legacy = await readLegacy(options.from)
    await checkTarget(options)
    // The import brings the site's content: an empty database gets no demo content on the way.
    process.env.SEED_DEMO_CONTENT = 'false'
    // package.json pins @payloadcms/email-nodemailer one patch behind on purpose (its overrides);
    // Payload's development-time version check would refuse to start for it.
    process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER = 'true'
    payload = await getPayload({ config })
    // Both databases use the Postgres adapter; Payload types payload.db as the generic one.
    hearLostConnections((payload.db as unknown as PostgresAdapter).pool)
    // Timed from here: the report's speed is the import's, not the start's.
    report = new Report()
    await runImport(payload, legacy, report, { dryRun: options.dryRun })
    const cache = options.dryRun || report.written === 0 ? '' : `\n\n${await expireSiteCache()}`
    console.log(report.format({ source, dryRun: options.dryRun }) + cache)
    return 0
  } catch (error) {
    console.error(report.format({ source, dryRun: options.dryRun, failure: failureOf(error) }))
    return 1
  } finally {
    await payload?.destroy().catch(() => undefined)
    // The embedded database this process served (none when it used a running site's): closed cleanly.
    await stopEmbeddedDatabase()
  }
}

/** Payload's bin runner calls this with the config, and exits 0 whatever happens: the status is set here. */
export async function script(config: SanitizedConfig): Promise<void> {
  const separator = process.argv.indexOf('import-legacy')
  process.exit(await importLegacy(config, process.argv.slice(separator + 1)))
}
