import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { SanitizedConfig } from 'payload'
import { sha256Of, writeArchive, type Entry } from './archive'
import { dumpDatabase } from './dump'
import { APP, DATABASE_NAME, FORMAT, type Manifest } from './manifest'
import { collectMedia, uploadCollections } from './media'
import { formatBytes, Progress } from './progress'
import { privateScratch } from './scratch'
import { portable, summarise } from './sql'

export type BackupResult = { file: string; bytes: number; manifest: Manifest; seconds: number }

/** Rows per collection, from the dump's tables (a collection's table is its slug in snake case). */
function rowsPerCollection(config: SanitizedConfig, tables: Record<string, number>): Record<string, number> {
  const rows: Record<string, number> = {}
  for (const { slug } of config.collections) {
    const table = slug.replace(/-/g, '_')
    if (table in tables) rows[slug] = tables[table]!
  }
  return rows
}

/**
 * Writes a backup of the site to `file`: the database dump (a consistent snapshot, taken while the
 * site serves), then every media file, behind a manifest with each part's checksum. The
 * embedded database must be open (in this process, or in a running site's).
 */
export async function runBackup(config: SanitizedConfig, file: string, progress: Progress): Promise<BackupResult> {
  const started = Date.now()
  if (fs.existsSync(file)) throw new Error(`${file} exists already: choose another name (a backup never overwrites one).`)
  if (!fs.existsSync(path.dirname(path.resolve(file)))) throw new Error(`The folder of ${file} does not exist.`)
  progress.step('database dump')
  const { sql: raw, from } = await dumpDatabase()
  const sql = Buffer.from(portable(raw), 'utf8')
  const summary = summarise(sql.toString('utf8'))
  // The bucket's media, copied here: removed however the process ends.
  const scratch = privateScratch('machine-soul-backup-')
  try {
    progress.step('media')
    const media = await collectMedia(uploadCollections(config), scratch.dir)
    const entries: Entry[] = [{ path: DATABASE_NAME, bytes: sql.length, open: () => Readable.from([sql]) }]
    for (const each of media) entries.push({ path: `media/${each.collection}/${each.filename}`, bytes: each.bytes, open: () => fs.createReadStream(each.file) })
    const parts: Manifest['parts'] = []
    for (const entry of entries) parts.push({ path: entry.path, bytes: entry.bytes, sha256: await sha256Of(entry.open()) })
    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: 1,
      app: APP,
      createdAt: new Date().toISOString(),
      database: {
        from,
        lastMigration: summary.migrations.at(-1) ?? null,
        migrations: summary.migrations,
        tables: summary.tables,
        collections: rowsPerCollection(config, summary.tables),
      },
      media: { files: media.length, bytes: media.reduce((sum, each) => sum + each.bytes, 0) },
      parts,
    }
    progress.step('writing archive', entries.reduce((sum, entry) => sum + entry.bytes, 0))
    await writeArchive(file, manifest, entries, progress)
    progress.end()
    return { file, bytes: fs.statSync(file).size, manifest, seconds: (Date.now() - started) / 1000 }
  } finally {
    scratch.remove()
  }
}

/** What a backup holds, as the commands print it. */
export function describe(manifest: Manifest): string[] {
  const rows = Object.values(manifest.database.tables).reduce((sum, count) => sum + count, 0)
  const collections = Object.entries(manifest.database.collections)
    .filter(([slug]) => !slug.startsWith('payload-'))
    .map(([slug, count]) => `${slug} ${count}`)
    .join(', ')
  return [
    `  database: ${rows} rows (${manifest.database.from}, last migration ${manifest.database.lastMigration ?? 'none'})`,
    `    ${collections}`,
    `  media: ${manifest.media.files} files, ${formatBytes(manifest.media.bytes)}`,
  ]
}
