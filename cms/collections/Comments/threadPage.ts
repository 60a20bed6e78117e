import type { PayloadRequest, Where } from 'payload'
import { MAX_LIST_VALUES } from '../../lib/input/whereSize'
import { byCreation } from '../../lib/byCreation'
import type { Comment } from '../../payload-types'

/** Top-level comments one page of a thread holds, each with every reply under it. */
export const THREADS_PER_PAGE = 20

/** The thread's last page: 200,000 top-level comments, far past any post's. */
export const LAST_THREAD_PAGE = 9999

export type ThreadPage = { comments: Comment[]; pages: number }

/** The comments answering any of `ids`, read in lists the size a caller's query may have. */
async function repliesTo(req: PayloadRequest, ids: number[]): Promise<Comment[]> {
  const replies: Comment[] = []
  for (let start = 0; start < ids.length; start += MAX_LIST_VALUES) {
    const { docs } = await req.payload.find({
      collection: 'comments',
      where: { parent: { in: ids.slice(start, start + MAX_LIST_VALUES) } },
      pagination: false,
      depth: 0,
      req,
      overrideAccess: false,
    })
    replies.push(...docs)
  }
  return replies
}

/**
 * One page of a post's thread as `req`'s caller may read it: the page's top-level comments, oldest
 * first, with all their replies, in the contract's order (oldest first), and how many pages there
 * are. Only the page's comments are read, so a thread of 50,000 comments costs what its first
 * twenty threads do rather than a render of every comment.
 */
export async function readThreadPage(req: PayloadRequest, postId: number, page: number): Promise<ThreadPage> {
  const topLevel: Where = { and: [{ post: { equals: postId } }, { parent: { exists: false } }] }
  const top = await req.payload.find({
    collection: 'comments',
    where: topLevel,
    sort: ['createdAt', 'id'],
    limit: THREADS_PER_PAGE,
    page,
    depth: 0,
    req,
    overrideAccess: false,
  })
  const comments = [...top.docs]
  // Level by level down the threads. Replies only ever move up (liftReplies), so no level repeats.
  for (let level = top.docs; level.length > 0;) {
    level = await repliesTo(
      req,
      level.map((comment) => comment.id),
    )
    comments.push(...level)
  }
  // Past the last page Payload counts nothing: the count is asked for on its own.
  const total =
    top.docs.length === 0 && page > 1
      ? (await req.payload.count({ collection: 'comments', where: topLevel, req, overrideAccess: false })).totalDocs
      : top.totalDocs
  return { comments: comments.sort(byCreation), pages: Math.max(1, Math.ceil(total / THREADS_PER_PAGE)) }
}
