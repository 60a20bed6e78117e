import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'
import { seedAlbums } from './steps/albums'
import { seedArtists } from './steps/artists'
import { seedComments } from './steps/comments'
import { seedLyrics } from './steps/lyrics'
import { seedPosts } from './steps/posts'
import { seedUsers } from './steps/users'

/**
 * The content a visitor sees. The seed runs only while all of it is missing: a site whose admin
 * removed every album but kept its posts must not get a second set of demo posts (their slugs
 * would clash and stop the start).
 */
const CONTENT = ['albums', 'artists', 'blog-posts'] as const

async function hasNoContent(req: PayloadRequest): Promise<boolean> {
  for (const collection of CONTENT) {
    if ((await req.payload.count({ collection, req })).totalDocs > 0) return false
  }
  return true
}

/**
 * Demo content for an empty database, so a fresh `npm start` shows a living site: artists, a
 * run of Monday albums, blog posts with comment threads, lyric submissions. All in one
 * transaction, so a failure leaves nothing behind. Every call passes the seed's `req`, because
 * on the embedded database a call without it would open a second transaction and wait forever;
 * and the steps write one document at a time, since they share that one connection.
 */
export async function seedDemoContent(payload: Payload): Promise<void> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    if (await hasNoContent(req)) {
      const started = Date.now()
      const now = new Date()
      const users = await seedUsers(req)
      const artistIds = await seedArtists(req, now)
      await seedAlbums(req, artistIds, now)
      const posts = await seedPosts(req, users, now)
      await seedComments(req, posts, users)
      await seedLyrics(req, users)
      payload.logger.info(`Demo content seeded in ${Date.now() - started} ms`)
    }
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
