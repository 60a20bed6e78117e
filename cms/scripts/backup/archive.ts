import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import zlib from 'node:zlib'
import tar from 'tar-stream'
import { ArchiveError, DATABASE_NAME, MANIFEST_NAME, readManifest, type Manifest } from './manifest'
import { formatBytes, type Progress } from './progress'
import { removeAtExit } from './scratch'
import { checkSpace, isNoSpace, NoSpaceError } from './space'

/** One file of an archive: its path there, its size, and how to read it. */
export type Entry = { path: string; bytes: number; open: () => Readable }

/** The sha256 of what `stream` gives, in hex. */
export async function sha256Of(stream: Readable): Promise<string> {
  const hash = crypto.createHash('sha256')
  for await (const chunk of stream) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

/** Counts the bytes going through, for the progress line. */
const counting = (progress: Progress) =>
  new Transform({
    transform(chunk: Buffer, _encoding, done) {
      progress.add(chunk.length)
      done(null, chunk)
    },
  })

/**
 * Writes `manifest` and then `entries` as a .tar.gz at `file`: into a `.partial` file beside it
 * first, renamed when whole, so a backup that fails leaves no archive that looks finished.
 */
export async function writeArchive(file: string, manifest: Manifest, entries: Entry[], progress: Progress): Promise<void> {
  // Named for this write alone: two runs of one scheduled backup never write into one file.
  const partial = `${file}.${process.pid}-${crypto.randomUUID().slice(0, 8)}.partial`
  // Every row is in it: a process ended midway (a signal) leaves none behind.
  const hold = removeAtExit(partial)
  const pack = tar.pack()
  // Media are mostly compressed images already: a light level keeps a backup of gigabytes quick.
  const written = pipeline(pack as unknown as Readable, zlib.createGzip({ level: 1 }), fs.createWriteStream(partial, { mode: 0o600 }))
  try {
    const text = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`)
    pack.entry({ name: MANIFEST_NAME, size: text.length, mode: 0o600 }, text)
    for (const entry of entries) {
      const sink = pack.entry({ name: entry.path, size: entry.bytes, mode: 0o600 })
      await pipeline(entry.open(), counting(progress), sink as unknown as NodeJS.WritableStream)
    }
    pack.finalize()
    await written
    fs.renameSync(partial, file)
  } catch (error) {
    pack.destroy()
    await written.catch(() => undefined)
    fs.rmSync(partial, { force: true })
    throw error
  } finally {
    hold.release()
  }
}

/** A media file of an archive: the upload collection it belongs to and its file name there. */
export type MediaFile = { collection: string; filename: string; file: string; bytes: number; sha256: string }

/**
 * `media/<collection>/<file name>` for an upload collection of this site, and nothing that could
 * reach outside a media folder: no `..`, no other folders, no absolute path, no control character.
 */
function mediaPath(name: string, collections: string[]): { collection: string; filename: string } | null {
  const match = /^media\/([a-z0-9-]+)\/([^/\\]+)$/.exec(name)
  if (!match || !collections.includes(match[1]!)) return null
  const filename = match[2]!
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (filename === '.' || filename === '..' || /[\u0000-\u001f\u007f]/.test(filename)) return null
  return { collection: match[1]!, filename }
}

/** Checks that every part the manifest lists has a name an archive may hold, before reading any. */
function checkParts(manifest: Manifest, collections: string[]): void {
  const seen = new Set<string>()
  for (const part of manifest.parts) {
    if (seen.has(part.path)) throw new ArchiveError(`its manifest lists ${JSON.stringify(part.path)} twice`)
    seen.add(part.path)
    if (part.path !== DATABASE_NAME && !mediaPath(part.path, collections)) {
      throw new ArchiveError(`it holds a path outside the media folders: ${JSON.stringify(part.path)}`)
    }
  }
  if (!seen.has(DATABASE_NAME)) throw new ArchiveError('its manifest lists no database')
}

// The dump is read as one string, which V8 holds to 2^29 - 24 characters: a larger one never loads.
const MAX_DUMP_BYTES = 2 ** 29 - 24

const sum = (parts: Manifest['parts']) => parts.reduce((total, part) => total + part.bytes, 0)

/**
 * Checks what the manifest declares before a byte of it is written: its media counts agree with
 * its parts, the dump is one a restore can read, and the disk of `staging` has room for it all
 * (a small archive of zeros declaring gigabytes filled the disk before its checksum refused it).
 */
function checkDeclared(manifest: Manifest, staging: string): void {
  const media = manifest.parts.filter((part) => part.path !== DATABASE_NAME)
  if (media.length !== manifest.media.files || sum(media) !== manifest.media.bytes) {
    throw new ArchiveError(`its manifest counts ${manifest.media.files} media files of ${manifest.media.bytes} bytes but lists ${media.length} of ${sum(media)}`)
  }
  const dump = manifest.parts.find((part) => part.path === DATABASE_NAME)!
  if (dump.bytes > MAX_DUMP_BYTES) throw new ArchiveError(`its database dump is ${formatBytes(dump.bytes)}, more than a restore can read (${formatBytes(MAX_DUMP_BYTES)})`)
  checkSpace(staging, sum(manifest.parts), 'unpacking the archive')
}

/** Hashes what goes through, and fails as soon as more than `bytes` arrive. */
function measured(name: string, bytes: number, hash: crypto.Hash): Transform {
  let seen = 0
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length
      if (seen > bytes) return done(new ArchiveError(`${name} holds more than the ${bytes} bytes its manifest says`))
      hash.update(chunk)
      done(null, chunk)
    },
  })
}

export type Unpacked = { manifest: Manifest; database: string; media: MediaFile[] }

/**
 * Reads the archive `file` into the folder `staging`, checking as it goes: a manifest first and of
 * this app, every entry a plain file the manifest lists with the same size and sha256, a name
 * inside the media folders, and nothing missing. Throws an ArchiveError (one line) otherwise, or
 * a NoSpaceError when the disk has no room for it. Nothing outside `staging` is written.
 */
export async function readArchive(file: string, staging: string, collections: string[], progress: Progress): Promise<Unpacked> {
  const extract = tar.extract()
  const input = fs.createReadStream(file)
  const gunzip = zlib.createGunzip()
  const fail = (error: Error) => extract.destroy(error)
  input.on('error', fail)
  gunzip.on('error', fail)
  input.pipe(counting(progress)).pipe(gunzip).pipe(extract as unknown as NodeJS.WritableStream)

  let manifest: Manifest | null = null
  const found = new Set<string>()
  const media: MediaFile[] = []
  try {
    for await (const entry of extract) {
      const { name, type, size = 0 } = entry.header
      if (!manifest) {
        if (name !== MANIFEST_NAME || type !== 'file' || size > 16 * 1024 * 1024) throw new ArchiveError('it is not a Machine Soul backup (its first entry is not manifest.json)')
        const chunks: Buffer[] = []
        for await (const chunk of entry) chunks.push(chunk as Buffer)
        manifest = readManifest(Buffer.concat(chunks).toString('utf8'))
        checkParts(manifest, collections)
        checkDeclared(manifest, staging)
        continue
      }
      const part = manifest.parts.find((each) => each.path === name)
      const target = name === DATABASE_NAME ? null : mediaPath(name, collections)
      if (!part || (name !== DATABASE_NAME && !target)) throw new ArchiveError(`it holds ${JSON.stringify(name)}, which its manifest does not list`)
      if (type !== 'file') throw new ArchiveError(`it holds ${JSON.stringify(name)} as a ${type}, not a file`)
      if (found.has(name)) throw new ArchiveError(`it holds ${JSON.stringify(name)} twice`)
      if (size !== part.bytes) throw new ArchiveError(`${name} has ${size} bytes where its manifest says ${part.bytes}`)
      found.add(name)
      const destination = target ? path.join(staging, 'media', target.collection, target.filename) : path.join(staging, DATABASE_NAME)
      fs.mkdirSync(path.dirname(destination), { recursive: true })
      const hash = crypto.createHash('sha256')
      const chunks = async function* () {
        for await (const chunk of entry) yield chunk as Buffer
      }
      await pipeline(chunks, measured(name, part.bytes, hash), fs.createWriteStream(destination, { mode: 0o600 }))
      if (hash.digest('hex') !== part.sha256) throw new ArchiveError(`${name} does not match its checksum: the archive is damaged`)
      if (target) media.push({ ...target, file: destination, bytes: part.bytes, sha256: part.sha256 })
    }
  } catch (error) {
    input.destroy()
    if (error instanceof ArchiveError || error instanceof NoSpaceError) throw error
    if (isNoSpace(error)) throw new NoSpaceError(`Not enough disk space in ${staging}: the disk filled while unpacking the archive.`)
    const message = (error as Error).message
    if (/incorrect header check|not in gzip format/i.test(message)) throw new ArchiveError('it is not a .tar.gz file')
    throw new ArchiveError(`it is truncated or damaged (${message})`)
  }
  if (!manifest) throw new ArchiveError('it is empty: not a Machine Soul backup')
  const missing = manifest.parts.find((part) => !found.has(part.path))
  if (missing) throw new ArchiveError(`it is truncated: ${missing.path} is missing`)
  return { manifest, database: path.join(staging, DATABASE_NAME), media }
}
