/**
 * `npm run payload -- search:reindex` (a Payload bin command, cms/payload.config.ts): every
 * searchable row's search document computed anew and the search indexes rebuilt, on the
 * database this site is configured with. Exit status 0 when done, 1 when it failed.
 */
import { getPayload, type Payload, type SanitizedConfig } from 'payload'
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

/** Payload's bin runner calls this with the config, and exits 0 whatever happens: the status is set here. */
export async function script(config: SanitizedConfig): Promise<void> {
  process.exit(await reindex(config))
}
