import { route } from '@cms/api/handler'
import { HttpError, json } from '@cms/api/http'
import { toContractBlogPost } from '@cms/api/mappers/blogPost'
import { publicRow } from '@cms/api/publicRow'
import { POSTS, published } from '../../published'

/** GET /api/blog/slug/{slug}: one published post, else 404. */
export const GET = publicRow(
  'blog-slug',
  ['posts'],
  POSTS,
  route<{ slug: string }>(async ({ req, params }) => {
    const { docs } = await req.payload.find({
      collection: 'blog-posts',
      where: { and: [published, { slug: { equals: params.slug } }] },
      limit: 1,
      depth: 0,
      req,
      overrideAccess: false,
    })
    const post = docs[0]
    if (!post) throw new HttpError(404, 'Article not found')
    return json(toContractBlogPost(post))
  }),
)
