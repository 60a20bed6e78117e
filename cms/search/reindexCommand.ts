/**
 * `npm run payload -- search:reindex` (a Payload bin command, cms/payload.config.ts): every
 * searchable row's search document computed anew and the search indexes rebuilt, on the
 * database this site is configured with. Exit status 0 when done (or on --help), 1 when it failed,
 * 2 on any other argument (it takes none), as the other commands refuse what they do not know.
 */
import { parseArgs } from 'node:util'
import { getPayload, type Payload, type SanitizedConfig } from 'payload'
import { databaseProblem } from '../db/connectDatabase'
import { refusalStatus, type Refusal } from '../lib/commandArguments'
import { stopEmbeddedDatabase } from '../db/embedded'
import { reindexSearch } from './reindex'

async function reindex(config: SanitizedConfig): Promise<number> {
  let payload: Payload | null = null
  const started = Date.now()
  try {
    // An empty database is not given the demo content on the way.
    process.env.SEED_DEMO_CONTENT = 'false'
    // As import-legacy: package.json pins @payloadcms packages one patch apart on purpose.
    process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER = 'true'
    // As npm start: a database Payload cannot use is said in one line, before it tries to migrate it.
    const problem = process.env.DATABASE_URL ? await databaseProblem(process.env.DATABASE_URL) : null
    if (problem) throw new Error(problem)
    payload = await getPayload({ config })
    const done = await reindexSearch(payload)
    const rows = Object.entries(done).map(([table, count]) => `${count} ${table.replace('_', ' ')}`)
    console.log(`Search reindexed: ${rows.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
    return 0
  } catch (error) {
    console.error(`Search reindex failed: ${(error as Error).message}`)
    return 1
  } finally {
    await payload?.destroy()
    // The embedded database this process served (none when it used a running site's): closed cleanly.
    await stopEmbeddedDatabase()
  }
}

export const REINDEX_USAGE = `Usage: npm run payload -- search:reindex

Computes every searchable row's search document anew and rebuilds the search indexes, on this
site's database (DATABASE_URL, or the embedded one in DATA_DIR). It takes no arguments.`

/** The usage asked for, or what is wrong with the command's arguments (it takes none), or null. */
export function reindexArgumentsProblem(args: string[]): Refusal | null {
  try {
    const { values, positionals } = parseArgs({ args, options: { help: { type: 'boolean' } }, allowPositionals: true })
    if (values.help) return { help: REINDEX_USAGE }
    return positionals.length ? { error: `Unexpected argument "${positionals[0]}".\n\n${REINDEX_USAGE}` } : null
  } catch (error) {
    return { error: `${(error as Error).message}\n\n${REINDEX_USAGE}` }
  }
}

/** Payload's bin runner calls this with the config, and exits 0 whatever happens: the status is set here. */
export async function script(config: SanitizedConfig): Promise<void> {
  const problem = reindexArgumentsProblem(process.argv.slice(process.argv.indexOf('search:reindex') + 1))
  if (problem) process.exit(refusalStatus(problem))
  process.exit(await reindex(config))
}
