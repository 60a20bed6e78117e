import fs from 'node:fs'
import path from 'node:path'
import { DeleteObjectsCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3'
import { makeFolder } from '../../lib/makeFolder'
import { sha256Of, type MediaFile } from './archive'
import { bucket, client, keyOf, listBucket, typeOf, type UploadCollection } from './media'
import { privateScratch, type Scratch } from './scratch'
import { checkSpace, isNoSpace, NoSpaceError } from './space'

/**
 * The archive's media on their way to where the site reads them: staged before the database is
 * touched, so a store that cannot take them refuses the restore with nothing changed, and swapped
 * in once the database is restored. No file of the site's goes before the archive's are in place.
 */
export type StagedMedia = { swapIn: () => Promise<void>; remove: () => void }

const filesOf = (media: MediaFile[], collection: UploadCollection) => media.filter((file) => file.collection === collection.slug)

/** The media store's failure as one line (the restore adds that nothing was changed). */
function storeError(error: unknown, where: string): Error {
  if (error instanceof NoSpaceError) return error
  if (isNoSpace(error)) return new NoSpaceError(`Not enough disk space in ${where}: the disk filled while staging the archive's media.`)
  const { code, message } = error as NodeJS.ErrnoException
  return new Error(`The media store ${where} cannot take the archive's files (${code ?? message}).`)
}

/** The staged `file` moved to `to`: renamed on one disk, else copied (after checking for room) and checked. */
async function move(file: MediaFile, to: string): Promise<void> {
  try {
    fs.renameSync(file.file, to)
    return
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
  }
  checkSpace(path.dirname(to), file.bytes, `staging ${file.filename}`)
  fs.copyFileSync(file.file, to)
  if ((await sha256Of(fs.createReadStream(to))) !== file.sha256) throw new Error(`${to} does not hold the archive's bytes after copying`)
  fs.rmSync(file.file)
}

/**
 * Each upload folder gets a private folder inside it (on its disk, so the swap is a rename per
 * file) holding the archive's files for it. With `replace`, the files there that the archive
 * lacks are removed once all of the archive's are in (they are in the backup made first).
 */
async function stageOnDisk(collections: UploadCollection[], media: MediaFile[], replace: boolean): Promise<StagedMedia> {
  const staged: { collection: UploadCollection; scratch: Scratch; names: string[] }[] = []
  const remove = () => staged.forEach(({ scratch }) => scratch.remove())
  for (const collection of collections) {
    const files = filesOf(media, collection)
    if (files.length === 0 && !replace) continue
    try {
      makeFolder(collection.staticDir)
      const scratch = privateScratch('.restore-', collection.staticDir)
      staged.push({ collection, scratch, names: files.map((file) => file.filename) })
      for (const file of files) {
        // A folder in a file's place would refuse the rename only once the database is restored.
        const there = fs.lstatSync(path.join(collection.staticDir, file.filename), { throwIfNoEntry: false })
        if (there?.isDirectory()) throw new Error(`${file.filename} is not a file there`)
        await move(file, path.join(scratch.dir, file.filename))
      }
    } catch (error) {
      remove()
      throw storeError(error, collection.staticDir)
    }
  }
  return {
    remove,
    swapIn: async () => {
      for (const { collection, scratch, names } of staged) {
        for (const name of names) fs.renameSync(path.join(scratch.dir, name), path.join(collection.staticDir, name))
      }
      for (const { collection, scratch, names } of staged) {
        scratch.remove()
        if (!replace) continue
        const wanted = new Set(names)
        for (const entry of fs.readdirSync(collection.staticDir, { withFileTypes: true })) {
          if (entry.isFile() && !wanted.has(entry.name)) fs.rmSync(path.join(collection.staticDir, entry.name))
        }
      }
    },
  }
}

/**
 * A bucket keeps no folder to stage in: it is read before the database is touched (reachable,
 * and what it holds), then given every file, each checked, and only then loses the ones the
 * archive lacks, with `replace`.
 */
async function stageInBucket(collections: UploadCollection[], media: MediaFile[], replace: boolean): Promise<StagedMedia> {
  const s3 = client()
  const extra = new Map<UploadCollection, string[]>()
  for (const collection of collections) {
    const wanted = new Set(filesOf(media, collection).map((file) => file.filename))
    const listed = await listBucket(s3, collection).catch((error: unknown) => {
      throw storeError(error, `s3://${bucket()}/${collection.prefix}`)
    })
    extra.set(collection, replace ? listed.map((each) => each.filename).filter((name) => !wanted.has(name)) : [])
  }
  return {
    remove: () => undefined,
    swapIn: async () => {
      for (const file of media) {
        const Key = keyOf(collections.find((each) => each.slug === file.collection)!, file.filename)
        await s3.send(new PutObjectCommand({ Bucket: bucket(), Key, Body: fs.createReadStream(file.file), ContentLength: file.bytes, ContentType: typeOf(file.filename) }))
        const head = await s3.send(new HeadObjectCommand({ Bucket: bucket(), Key }))
        if (head.ContentLength !== file.bytes) throw new Error(`the bucket holds ${head.ContentLength} bytes for ${Key}, not the archive's ${file.bytes}`)
      }
      for (const [collection, names] of extra) {
        for (let at = 0; at < names.length; at += 1000) {
          const Objects = names.slice(at, at + 1000).map((name) => ({ Key: keyOf(collection, name) }))
          await s3.send(new DeleteObjectsCommand({ Bucket: bucket(), Delete: { Objects } }))
        }
      }
    },
  }
}

/** Stages the archive's `media` for the site's store: its upload folders, or the bucket. */
export function stageMedia(collections: UploadCollection[], media: MediaFile[], { replace }: { replace: boolean }): Promise<StagedMedia> {
  return bucket() ? stageInBucket(collections, media, replace) : stageOnDisk(collections, media, replace)
}
