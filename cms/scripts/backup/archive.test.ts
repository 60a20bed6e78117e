import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import tar from 'tar-stream'
import { afterAll, describe, expect, it } from 'vitest'
import { sha256 } from '../../testing/archives'
import { readArchive } from './archive'
import { APP, FORMAT, KNOWN_MIGRATIONS, type Manifest } from './manifest'
import { Progress } from './progress'

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'machine-soul-archive-test-'))
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }))


/** A manifest of this app over `parts`, with the media counted from them unless `media` says otherwise. */
function manifestOf(parts: Manifest['parts'], media?: Manifest['media']): Manifest {
  const files = parts.filter((part) => part.path !== 'database.sql')
  return {
    format: FORMAT,
    formatVersion: 1,
    app: APP,
    createdAt: new Date().toISOString(),
    database: { from: 'postgresql', lastMigration: KNOWN_MIGRATIONS.at(-1)!, migrations: KNOWN_MIGRATIONS, tables: {}, collections: {} },
    media: media ?? { files: files.length, bytes: files.reduce((sum, part) => sum + part.bytes, 0) },
    parts,
  }
}

/** A .tar.gz of `manifest` and then `entries`, written to a file of its own. */
async function archiveOf(manifest: Manifest, entries: { name: string; body: Buffer }[]): Promise<string> {
  const pack = tar.pack()
  const text = Buffer.from(JSON.stringify(manifest))
  pack.entry({ name: 'manifest.json', size: text.length }, text)
  for (const entry of entries) pack.entry({ name: entry.name, size: entry.body.length }, entry.body)
  pack.finalize()
  const chunks: Buffer[] = []
  for await (const chunk of pack) chunks.push(chunk as Buffer)
  const file = path.join(scratch, `${crypto.randomUUID()}.tar.gz`)
  fs.writeFileSync(file, zlib.gzipSync(Buffer.concat(chunks)))
  return file
}

const staging = () => fs.mkdtempSync(path.join(scratch, 'staging-'))
const read = (file: string, into: string) => readArchive(file, into, ['media', 'avatars'], new Progress(false))

describe('readArchive', () => {
  it('refuses, before writing a byte, parts larger than the disk has room for', async () => {
    const into = staging()
    const { bavail, bsize } = fs.statfsSync(into)
    // Only the manifest is there: what it declares is weighed before any part is read.
    const file = await archiveOf(manifestOf([{ path: 'database.sql', bytes: 1000, sha256: '0'.repeat(64) }, { path: 'media/media/zeros.png', bytes: bavail * bsize, sha256: '0'.repeat(64) }]), [])
    await expect(read(file, into)).rejects.toThrow(new RegExp(`^Not enough disk space in ${into}: unpacking the archive needs [\\d.]+ [kMG]?B, and [\\d.]+ [kMG]?B is free\\.$`))
    expect(fs.readdirSync(into)).toEqual([])
  })

  it('refuses a dump larger than a restore can read, and media counts its manifest does not list, before writing', async () => {
    const into = staging()
    const huge = await archiveOf(manifestOf([{ path: 'database.sql', bytes: 600 * 1024 * 1024, sha256: '0'.repeat(64) }]), [])
    await expect(read(huge, into)).rejects.toThrow('its database dump is 600.0 MB, more than a restore can read (512.0 MB)')
    const dump = Buffer.from('SELECT 1;\n')
    const miscounted = await archiveOf(manifestOf([{ path: 'database.sql', bytes: dump.length, sha256: sha256(dump) }], { files: 1, bytes: 2_000_000_000 }), [{ name: 'database.sql', body: dump }])
    await expect(read(miscounted, into)).rejects.toThrow('its manifest counts 1 media files of 2000000000 bytes but lists 0 of 0')
    expect(fs.readdirSync(into)).toEqual([])
  })

  it.skipIf(!fs.existsSync('/dev/full'))('says a full disk is a full disk, naming the folder, not a damaged archive', async () => {
    const into = staging()
    const dump = Buffer.from('SELECT 1;\n'.repeat(1000))
    const file = await archiveOf(manifestOf([{ path: 'database.sql', bytes: dump.length, sha256: sha256(dump) }]), [{ name: 'database.sql', body: dump }])
    // Every write to /dev/full fails with ENOSPC, as on a disk that filled meanwhile.
    fs.symlinkSync('/dev/full', path.join(into, 'database.sql'))
    await expect(read(file, into)).rejects.toThrow(`Not enough disk space in ${into}: the disk filled while unpacking the archive.`)
  })

  it('reads a whole archive into the staging folder, each file for its owner alone', async () => {
    const into = staging()
    const dump = Buffer.from('SELECT 1;\n')
    const image = crypto.randomBytes(5000)
    const parts = [
      { path: 'database.sql', bytes: dump.length, sha256: sha256(dump) },
      { path: 'media/media/a.png', bytes: image.length, sha256: sha256(image) },
    ]
    const file = await archiveOf(manifestOf(parts), [
      { name: 'database.sql', body: dump },
      { name: 'media/media/a.png', body: image },
    ])
    const unpacked = await read(file, into)
    expect(fs.readFileSync(unpacked.database)).toEqual(dump)
    expect(unpacked.media).toHaveLength(1)
    expect(fs.readFileSync(unpacked.media[0]!.file)).toEqual(image)
    expect(fs.statSync(unpacked.database).mode & 0o777).toBe(0o600)
  })
})
