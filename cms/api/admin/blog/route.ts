import { route } from '../../handler'
import { json } from '../../http'
import { toContractBlogPost } from '../../mappers/blogPost'
import { requireAdmin } from '../../request'
import { findAll } from '../../findAll'
import { postData, withSlugMessage } from './postInput'

/** GET /api/admin/blog: every post, drafts and archived ones too, newest first. */
export const GET = route(async ({ req }) => {
  requireAdmin(req)
  const docs = await findAll(req, 'blog-posts', { sort: '-createdAt' })
  return json(docs.map(toContractBlogPost))
})

/** POST /api/admin/blog: the created post; its author is the signed-in admin. */
export const POST = route(async ({ request, req }) => {
  requireAdmin(req)
  const data = await postData(request, req)
  const post = await withSlugMessage(req, req.payload.create({ collection: 'blog-posts', data, depth: 0, req, overrideAccess: false }))
  return json(toContractBlogPost(post), 201)
})
