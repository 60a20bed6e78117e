import fs from 'node:fs'
import path from 'node:path'
import { getPayload, type SanitizedConfig } from 'payload'
import { expireSiteCache } from '../../cache/fromCommands/expireSiteCache'
import { makeFolder } from '../../lib/makeFolder'
import { readArchive } from './archive'
import { describe, runBackup } from './backup'
import { backupDir, backupName } from './location'
import { loadDump, openTarget, tableCount, TargetError } from './database'
import { ArchiveError, KNOWN_MIGRATIONS } from './manifest'
import { uploadCollections } from './media'
import type { Progress } from './progress'
import { stageMedia, type StagedMedia } from './restoreMedia'
import { privateScratch } from './scratch'
import { NoSpaceError } from './space'
import { DumpError, summarise } from './sql'

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * Restores the archive `from` into this site: reads and checks all of it first (manifest, every
 * checksum, every path, the dump's statements and rows) and stages its media beside the site's,
 * then the database in one transaction, the media swapped in, and the migrations this code has
 * beyond the archive's. Answers the summary; throws an Error whose message is the one line to
 * print, having changed nothing when the archive is refused or the media store cannot take it.
 */
export async function runRestore(config: SanitizedConfig, { from, replace }: { from: string; replace: boolean }, progress: Progress): Promise<string> {
  const started = Date.now()
  const refused = (why: string) => new Error(`Refused ${from}: ${why}. Nothing was changed.`)
  const unchanged = (error: Error) => new Error(`${error.message} Nothing was changed.`)
  if (!fs.existsSync(from)) throw refused('there is no such file')
  const found = fs.statSync(from)
  if (!found.isFile()) throw refused(found.isDirectory() ? 'it is a folder, not a backup archive' : 'it is not a file')
  const collections = uploadCollections(config)
  // Holds the whole database, password hashes included: removed however the process ends.
  const staging = privateScratch('machine-soul-restore-')
  let target: Awaited<ReturnType<typeof openTarget>> | null = null
  let media: StagedMedia | null = null
  try {
    progress.step('reading archive', fs.statSync(from).size)
    const archive = await readArchive(from, staging.dir, collections.map((each) => each.slug), progress).catch((error: Error) => {
      if (error instanceof ArchiveError) throw refused(error.message)
      throw error instanceof NoSpaceError ? unchanged(error) : error
    })
    progress.end()
    const { manifest } = archive
    const sql = fs.readFileSync(archive.database, 'utf8')
    try {
      const summary = summarise(sql)
      const tables = Object.entries(manifest.database.tables)
      if (tables.length !== Object.keys(summary.tables).length || tables.some(([table, rows]) => summary.tables[table] !== rows)) {
        throw new DumpError('its database dump does not hold the rows its manifest counts')
      }
      if (summary.migrations.join() !== manifest.database.migrations.join()) throw new DumpError('its database dump does not hold the migrations its manifest lists')
    } catch (error) {
      throw error instanceof DumpError ? refused(error.message) : error
    }

    target = await openTarget().catch((error: Error) => {
      throw error instanceof TargetError ? unchanged(error) : error
    })
    const existing = await tableCount(target.client)
    if (existing > 0 && !replace) {
      throw new Error(`${capitalised(target.name)} is not empty (${existing} tables): restore into an empty database, or add --replace, which backs it up first. Nothing was changed.`)
    }
    // Before the database is touched: a store that cannot take the files refuses the restore here.
    progress.step('staging media')
    media = await stageMedia(collections, archive.media, { replace: existing > 0 }).catch((error: Error) => {
      throw unchanged(error)
    })
    progress.end()
    const lines: string[] = []
    if (existing > 0) {
      try {
        makeFolder(backupDir())
      } catch (error) {
        // The safety backup comes first: without a folder for it, nothing is replaced.
        throw new Error(`The backups folder ${backupDir()} (BACKUP_DIR) cannot hold the backup of what would be replaced (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}). Nothing was changed.`)
      }
      const safety = await runBackup(config, path.join(backupDir(), backupName('before-restore')), progress)
      lines.push(`What it replaced was backed up first to ${safety.file}.`)
    }
    await loadDump(target.client, sql, { replace: existing > 0, expected: manifest.database.tables }, progress)
    // Swapped in before the migrations: one that fails ends the process (Payload exits), and the
    // restored database must not be left without its files.
    progress.step('media', manifest.media.bytes)
    await media.swapIn()
    progress.end()

    const pending = KNOWN_MIGRATIONS.filter((name) => !manifest.database.migrations.includes(name))
    if (pending.length > 0) {
      // Payload applies them as it opens: at start (onInit), or as it connects in production.
      process.env.SEED_DEMO_CONTENT = 'false'
      const payload = await getPayload({ config })
      await payload.destroy()
      lines.push(`Applied ${pending.length} newer migration${pending.length === 1 ? '' : 's'}: ${pending.join(', ')}.`)
    }

    const seconds = (Date.now() - started) / 1000
    return [
      `Restored ${from} (made ${manifest.createdAt} by version ${manifest.app.version}) into ${target.name} in ${seconds.toFixed(1)} s; rows and checksums checked.`,
      ...describe(manifest),
      ...lines,
      'Start the site on it, if none runs on it yet.',
      await expireSiteCache(),
    ].join('\n')
  } finally {
    await target?.close()
    media?.remove()
    staging.remove()
  }
}
