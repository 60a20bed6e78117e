import type { PayloadRequest } from 'payload'
import { entriesOf } from '../entries'
import { htmlToLexical } from '../../lib/lexicalHtml'
import { postAuthorName } from '../../lib/displayName'
import { slugify } from '../../lib/slug'
import type { BlogPost } from '../../payload-types'
import { DEMO_POSTS, type DemoPostKey } from '../content/posts'
import { DEMO_AUTHOR } from '../content/users'
import { demoImageUrl } from '../demoLinks'
import { DAY, shift } from '../time'
import type { DemoUsers } from './users'

export type DemoPostDocs = Record<DemoPostKey, BlogPost>

/**
 * The blog posts, by the demo author. There is no signed-in user to take the author from, so
 * author and authorName are given here; the Local API's overrideAccess lets these server-set
 * fields through.
 */
export async function seedPosts(req: PayloadRequest, users: DemoUsers, now: Date): Promise<DemoPostDocs> {
  const author = users[DEMO_AUTHOR]
  const docs: Partial<DemoPostDocs> = {}
  for (const [key, post] of entriesOf(DEMO_POSTS)) {
    const publishedAt = post.publishedDaysAgo === undefined ? undefined : shift(now, -post.publishedDaysAgo * DAY)
    docs[key] = await req.payload.create({
      collection: 'blog-posts',
      data: {
        title: post.title,
        slug: slugify(post.title),
        // Payload's generated type for rich text is a looser copy of Lexical's own state type.
        content: (await htmlToLexical(post.html, req.payload.config)) as BlogPost['content'],
        excerpt: post.excerpt,
        coverImageUrl: demoImageUrl.blog(post.title),
        status: post.status,
        publishedAt: publishedAt?.toISOString() ?? null,
        author: author.id,
        authorName: postAuthorName(author),
        ...(publishedAt && { createdAt: publishedAt.toISOString() }),
      },
      req,
    })
  }
  return docs as DemoPostDocs
}
