import { route } from '../handler'
import { json } from '../http'
import { toContractBlogPost } from '../mappers/blogPost'
import { findAll } from '../findAll'
import { publicRow } from '../publicRow'
import { POSTS, published } from './published'

/** GET /api/blog: published posts, newest first. */
export const GET = publicRow(
  'blog',
  ['posts'],
  POSTS,
  route(async ({ req }) => {
    const docs = await findAll(req, 'blog-posts', { sort: '-publishedAt', where: published })
    return json(docs.map(toContractBlogPost))
  }),
)
