import type { PayloadRequest } from 'payload'
import { entriesOf } from '../entries'
import { DEMO_COMMENTS, type DemoComment } from '../content/comments'
import { MINUTE, shift } from '../time'
import type { DemoPostDocs } from './posts'
import type { DemoUsers } from './users'

/** Comments arrive this far apart after the post, in reading order, so replies follow their parents. */
const GAP = 97 * MINUTE
const EDIT_DELAY = 12 * MINUTE

/** The comment threads under the published posts, parents before their replies. */
export async function seedComments(req: PayloadRequest, posts: DemoPostDocs, users: DemoUsers): Promise<void> {
  for (const [key, threads] of entriesOf(DEMO_COMMENTS)) {
    const post = posts[key]
    let clock = new Date(post.publishedAt ?? post.createdAt)
    const write = async (comment: DemoComment, parent: number | null): Promise<void> => {
      clock = shift(clock, GAP)
      const created = await req.payload.create({
        collection: 'comments',
        data: {
          post: post.id,
          parent,
          author: users[comment.by].id,
          content: comment.text,
          isEdited: comment.edited ?? false,
          createdAt: clock.toISOString(),
          updatedAt: shift(clock, comment.edited ? EDIT_DELAY : 0).toISOString(),
        },
        req,
      })
      for (const reply of comment.replies ?? []) await write(reply, created.id)
    }
    for (const comment of threads ?? []) await write(comment, null)
  }
}
