import fs from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { SanitizedConfig } from 'payload'
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { s3ClientConfig, STORAGE_PREFIXES } from '../../lib/mediaStorage'

/** An upload collection: where its files are on disk, or under which prefix in the bucket. */
export type UploadCollection = { slug: string; staticDir: string; prefix: string }

export function uploadCollections(config: SanitizedConfig): UploadCollection[] {
  return config.collections
    .filter((collection) => collection.upload)
    .map((collection) => ({ slug: collection.slug, staticDir: collection.upload.staticDir ?? '', prefix: STORAGE_PREFIXES[collection.slug] ?? collection.slug }))
}

/** A media file found in the store, copied (from S3) or left (on disk) at `file`. */
export type StoredFile = { collection: string; filename: string; file: string; bytes: number }

export const bucket = () => process.env.S3_BUCKET ?? ''
export const client = () => new S3Client(s3ClientConfig())
// The types the upload collections take; the store serves a file with the type it was given.
const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif', avif: 'image/avif' }
export const typeOf = (filename: string) => TYPES[path.extname(filename).slice(1).toLowerCase()] ?? 'application/octet-stream'
export const keyOf = (collection: UploadCollection, filename: string) => (collection.prefix ? `${collection.prefix}/${filename}` : filename)

/** The file names of a collection in the bucket: keys right under its prefix (the media's, the root, holds the other prefixes too). */
export async function listBucket(s3: S3Client, collection: UploadCollection): Promise<{ filename: string; bytes: number }[]> {
  const prefix = collection.prefix ? `${collection.prefix}/` : ''
  const found: { filename: string; bytes: number }[] = []
  let token: string | undefined
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket(), Prefix: prefix, ContinuationToken: token }))
    for (const object of page.Contents ?? []) {
      const filename = object.Key!.slice(prefix.length)
      if (filename && !filename.includes('/')) found.push({ filename, bytes: object.Size ?? 0 })
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
  return found
}

/**
 * Every media file of the site: the regular files of each upload folder on disk, or, with
 * S3_BUCKET, the objects of each collection, first copied into `scratch` (an archive lists each
 * file's checksum before its bytes, so each is read twice).
 */
export async function collectMedia(collections: UploadCollection[], scratch: string): Promise<StoredFile[]> {
  const files: StoredFile[] = []
  if (!bucket()) {
    for (const collection of collections) {
      const entries = fs.existsSync(collection.staticDir) ? fs.readdirSync(collection.staticDir, { withFileTypes: true }) : []
      for (const entry of entries.filter((each) => each.isFile()).sort((a, b) => a.name.localeCompare(b.name))) {
        const file = path.join(collection.staticDir, entry.name)
        files.push({ collection: collection.slug, filename: entry.name, file, bytes: fs.statSync(file).size })
      }
    }
    return files
  }
  const s3 = client()
  for (const collection of collections) {
    for (const { filename } of await listBucket(s3, collection)) {
      const file = path.join(scratch, collection.slug, filename)
      fs.mkdirSync(path.dirname(file), { recursive: true })
      const object = await s3.send(new GetObjectCommand({ Bucket: bucket(), Key: keyOf(collection, filename) }))
      await pipeline(object.Body as Readable, fs.createWriteStream(file))
      files.push({ collection: collection.slug, filename, file, bytes: fs.statSync(file).size })
    }
  }
  return files
}
