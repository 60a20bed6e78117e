import crypto from 'node:crypto'
import fs from 'node:fs'
import zlib from 'node:zlib'
import tar from 'tar-stream'
import type { Manifest } from '../scripts/backup/manifest'

export type ArchiveEntry = { name: string; body: Buffer }

/** The archive at `file` rewritten entry by entry through `change` (which may drop or add entries). */
export async function rewrite(file: string, out: string, change: (entries: ArchiveEntry[]) => ArchiveEntry[]): Promise<void> {
  const extract = tar.extract()
  fs.createReadStream(file).pipe(zlib.createGunzip()).pipe(extract as unknown as NodeJS.WritableStream)
  const entries: ArchiveEntry[] = []
  for await (const entry of extract) {
    const chunks: Buffer[] = []
    for await (const chunk of entry) chunks.push(chunk as Buffer)
    entries.push({ name: entry.header.name, body: Buffer.concat(chunks) })
  }
  const pack = tar.pack()
  for (const entry of change(entries)) pack.entry({ name: entry.name, size: entry.body.length }, entry.body)
  pack.finalize()
  const chunks: Buffer[] = []
  for await (const chunk of pack) chunks.push(chunk as Buffer)
  fs.writeFileSync(out, zlib.gzipSync(Buffer.concat(chunks)))
}

/** The entries with their manifest changed by `change`. */
export const withManifest = (change: (manifest: Manifest) => void) => (entries: ArchiveEntry[]) =>
  entries.map((entry) => {
    if (entry.name !== 'manifest.json') return entry
    const manifest = JSON.parse(entry.body.toString()) as Manifest
    change(manifest)
    return { name: entry.name, body: Buffer.from(JSON.stringify(manifest)) }
  })

/** A part's sha256 as a manifest lists it. */
export const sha256 = (body: Buffer) => crypto.createHash('sha256').update(body).digest('hex')
