import fs from 'node:fs'
import path from 'node:path'
import { connectDatabase } from '../../db/connectDatabase'
import { dataDir } from '../../db/paths'

/** This site's database cannot take the import: unreachable, missing, or not set up for a dry run. */
export class TargetError extends Error {
  name = 'TargetError'
}

const NOT_SET_UP = 'is not set up yet, and --dry-run writes nothing: start the site on it once, or run the import without --dry-run.'

/**
 * Checks this site's database before Payload opens it, so that one line says what is wrong: it
 * must exist (Payload is told not to make one, cms/db/index.ts), and Payload sets up an empty one
 * with the site's tables, which a dry run may not do.
 */
export async function checkTarget({ dryRun }: { dryRun: boolean }): Promise<void> {
  const url = process.env.DATABASE_URL
  if (!url) {
    if (dryRun && !fs.existsSync(path.join(dataDir(), 'pglite'))) throw new TargetError(`The embedded database (${dataDir()}) ${NOT_SET_UP}`)
    return
  }
  const client = await connectDatabase(url).catch((error: Error) => {
    throw new TargetError(error.message)
  })
  try {
    if (!dryRun) return
    const { rows } = await client.query<{ ready: boolean }>(`SELECT to_regclass('payload_migrations') IS NOT NULL AS ready`)
    if (!rows[0]!.ready) throw new TargetError(`This site's database (DATABASE_URL) ${NOT_SET_UP}`)
  } finally {
    await client.end()
  }
}
