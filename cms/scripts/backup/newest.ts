import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { s3ClientConfig } from '../../lib/mediaStorage'
import { backupDir } from './location'
import { BUCKET_FOLDER, toBucket } from './schedule'

/** The newest backup where the scheduled ones go: its file name, size and when it was written. */
export type BackupFile = { name: string; bytes: number; modifiedAt: Date }

/** A backup being read: what it is, and its bytes. */
export type OpenedBackup = BackupFile & { body: ReadableStream<Uint8Array> }

// Whole archives only, by the names the commands give them: no `.partial` file still being written, nothing else in the folder.
const ARCHIVE = /^machine-soul-[\w-]+\.tar\.gz$/

const newestFirst = (a: BackupFile, b: BackupFile) => b.modifiedAt.getTime() - a.modifiedAt.getTime() || b.name.localeCompare(a.name)

function onDisk(): BackupFile[] {
  const dir = backupDir()
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && ARCHIVE.test(entry.name))
    .map((entry) => {
      const stat = fs.statSync(path.join(dir, entry.name))
      return { name: entry.name, bytes: stat.size, modifiedAt: stat.mtime }
    })
}

const bucket = () => ({ s3: new S3Client(s3ClientConfig()), Bucket: process.env.S3_BUCKET! })

async function inBucket(): Promise<BackupFile[]> {
  const { s3, Bucket } = bucket()
  const found: BackupFile[] = []
  let token: string | undefined
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket, Prefix: BUCKET_FOLDER, ContinuationToken: token }))
    for (const object of page.Contents ?? []) {
      const name = object.Key!.slice(BUCKET_FOLDER.length)
      if (ARCHIVE.test(name)) found.push({ name, bytes: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) })
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
  return found
}

/** The newest whole backup in BACKUP_DIR (default DATA_DIR/backups), or in the bucket's backups/ as the scheduled ones go there; null when there is none. */
export async function newestBackup(): Promise<BackupFile | null> {
  const found = toBucket() ? await inBucket() : onDisk()
  return found.sort(newestFirst)[0] ?? null
}

/**
 * The newest backup, opened for reading; null when there is none. A file is opened before it is
 * measured, so that one BACKUP_KEEP removes meanwhile is still read whole (or not offered at all).
 */
export async function openNewestBackup(): Promise<OpenedBackup | null> {
  const newest = await newestBackup()
  if (!newest) return null
  if (toBucket()) {
    const { s3, Bucket } = bucket()
    const object = await s3.send(new GetObjectCommand({ Bucket, Key: `${BUCKET_FOLDER}${newest.name}` })).catch(() => null)
    if (!object?.Body) return null
    return { ...newest, bytes: object.ContentLength ?? newest.bytes, body: object.Body.transformToWebStream() }
  }
  const handle = await fs.promises.open(path.join(backupDir(), newest.name)).catch(() => null)
  if (!handle) return null
  const { size } = await handle.stat()
  return { ...newest, bytes: size, body: Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array> }
}
