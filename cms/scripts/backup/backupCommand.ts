/**
 * `npm run payload -- backup --to FILE.tar.gz` (a Payload bin command, cms/payload.config.ts):
 * the site's database, media and a manifest in one archive, while the site serves. Exit status 0
 * when the archive is written, 1 when it could not be (one line says why), 2 on bad arguments.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { SanitizedConfig } from 'payload'
import { ensureEmbeddedDatabase } from '../../db/embedded'
import { dataDir } from '../../db/paths'
import { describe, runBackup } from './backup'
import { parseBackupOptions } from './options'
import { formatBytes, Progress } from './progress'
import { isRefusal, refusalStatus } from '../../lib/commandArguments'

async function backup(config: SanitizedConfig, args: string[]): Promise<number> {
  const options = parseBackupOptions(args)
  if (isRefusal(options)) return refusalStatus(options)
  const progress = new Progress()
  // The embedded database, opened here when no site holds it (a running site's is reused).
  const opened = !process.env.DATABASE_URL && fs.existsSync(path.join(dataDir(), 'pglite')) ? await ensureEmbeddedDatabase(dataDir()) : null
  try {
    const result = await runBackup(config, options.to, progress)
    console.log([`Backup written to ${result.file} (${formatBytes(result.bytes)}) in ${result.seconds.toFixed(1)} s`, ...describe(result.manifest)].join('\n'))
    return 0
  } catch (error) {
    progress.end()
    console.error(`The backup failed: ${(error as Error).message}`)
    return 1
  } finally {
    await opened?.stop()
  }
}

/** Payload's bin runner calls this with the config, and exits 0 whatever happens: the status is set here. */
export async function script(config: SanitizedConfig): Promise<void> {
  const separator = process.argv.indexOf('backup')
  process.exit(await backup(config, process.argv.slice(separator + 1)))
}
