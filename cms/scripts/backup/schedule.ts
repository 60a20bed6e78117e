import fs from 'node:fs'
import path from 'node:path'
import type { SanitizedConfig } from 'payload'
import { DeleteObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { s3ClientConfig } from '../../lib/mediaStorage'
import { makeFolder } from '../../lib/makeFolder'
import { runBackup } from './backup'
import { Progress } from './progress'
import { backupDir } from './location'
import { privateScratch } from './scratch'

/** The bucket's folder for scheduled backups when S3_BUCKET is set and BACKUP_DIR is not. */
export const BUCKET_FOLDER = 'backups/'
export const DEFAULT_KEEP = 14

/** The archive of the period starting at `period` (an ISO time): one name per period, so a second run of it finds it made. */
export function scheduledName(period: string): string {
  return `machine-soul-scheduled-${period.replace(/[:.]/g, '-')}.tar.gz`
}

const SCHEDULED = /^machine-soul-scheduled-.*\.tar\.gz$/

/** Of the scheduled archives `names`, those beyond the newest `keep`: their names sort by time. */
export function beyondKeep(names: string[], keep: number): string[] {
  return names
    .filter((name) => SCHEDULED.test(name))
    .sort()
    .reverse()
    .slice(keep)
}

export const keepCount = (env: Record<string, string | undefined> = process.env) => Number(env.BACKUP_KEEP || DEFAULT_KEEP)

/** Where scheduled backups go: the bucket when media go there and no BACKUP_DIR says otherwise. */
export const toBucket = () => Boolean(process.env.S3_BUCKET) && !process.env.BACKUP_DIR

/**
 * The scheduled backup of `period`: written to BACKUP_DIR (default DATA_DIR/backups), or to the
 * bucket under backups/, unless that period's archive exists already; then the oldest beyond
 * BACKUP_KEEP go. Answers where it is.
 */
export function writeScheduledBackup(config: SanitizedConfig, period: string): Promise<string> {
  // Payload's runner may start a job again while a long run of it goes on: the second waits for the first.
  let run = running.get(period)
  if (!run) {
    run = writeOnce(config, period).finally(() => running.delete(period))
    running.set(period, run)
  }
  return run
}

const running = new Map<string, Promise<string>>()

async function writeOnce(config: SanitizedConfig, period: string): Promise<string> {
  const name = scheduledName(period)
  const keep = keepCount()
  if (!toBucket()) {
    const dir = backupDir()
    makeFolder(dir)
    const file = path.join(dir, name)
    if (!fs.existsSync(file)) await runBackup(config, file, new Progress(false))
    for (const old of beyondKeep(fs.readdirSync(dir), keep)) fs.rmSync(path.join(dir, old), { force: true })
    return file
  }
  const s3 = new S3Client(s3ClientConfig())
  const Bucket = process.env.S3_BUCKET!
  const Key = `${BUCKET_FOLDER}${name}`
  const exists = await s3.send(new HeadObjectCommand({ Bucket, Key })).then(
    () => true,
    () => false,
  )
  if (!exists) {
    // The whole archive, on its way to the bucket: removed however the process ends.
    const scratch = privateScratch('machine-soul-scheduled-')
    try {
      const file = path.join(scratch.dir, name)
      const { bytes } = await runBackup(config, file, new Progress(false))
      await s3.send(new PutObjectCommand({ Bucket, Key, Body: fs.createReadStream(file), ContentLength: bytes, ContentType: 'application/gzip' }))
    } finally {
      scratch.remove()
    }
  }
  const names: string[] = []
  let token: string | undefined
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket, Prefix: BUCKET_FOLDER, ContinuationToken: token }))
    for (const object of page.Contents ?? []) names.push(object.Key!.slice(BUCKET_FOLDER.length))
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
  for (const old of beyondKeep(names, keep)) await s3.send(new DeleteObjectCommand({ Bucket, Key: `${BUCKET_FOLDER}${old}` }))
  return `s3://${Bucket}/${Key}`
}
