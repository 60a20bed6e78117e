import { route } from '../handler'
import { HttpError, json } from '../http'
import { toContractBlogPost } from '../mappers/blogPost'
import { findAll } from '../findAll'
import { publicRow } from '../publicRow'
import { CACHE_TAGS } from '../../cache/tags'

const POSTS = () => [CACHE_TAGS.blogPosts]

const published = { status: { equals: 'published' } } as const

/** GET /api/blog: published posts, newest first. */
export const listPublishedPosts = publicRow(
  'blog',
  POSTS,
  route(async ({ req }) => {
    const docs = await findAll(req, 'blog-posts', { sort: '-publishedAt', where: published })
    return json(docs.map(toContractBlogPost))
  }),
)

/** GET /api/blog/slug/{slug}: one published post, else 404. */
export const getPublishedPost = publicRow(
  'blog-slug',
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
