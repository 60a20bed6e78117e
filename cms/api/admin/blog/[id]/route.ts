import { existingId, goneAs } from '@cms/api/existingId'
import { route } from '@cms/api/handler'
import { json } from '@cms/api/http'
import { toContractBlogPost } from '@cms/api/mappers/blogPost'
import { requireAdmin } from '@cms/api/request'
import { postData, withSlugMessage } from '../postInput'

/** PUT /api/admin/blog/{id}: the same body as POST; the updated post. */
export const PUT = route<{ id: string }>(async ({ request, req, params }) => {
  requireAdmin(req)
  const id = await existingId(req, 'blog-posts', params.id, 'Blog post')
  const data = await postData(request, req)
  const post = await withSlugMessage(req, req.payload.update({ collection: 'blog-posts', id, data, depth: 0, req, overrideAccess: false })).catch(goneAs('Blog post'))
  return json(toContractBlogPost(post))
})

/** DELETE /api/admin/blog/{id}: gone, and its comments with it (the collection's beforeDelete). */
export const DELETE = route<{ id: string }>(async ({ req, params }) => {
  requireAdmin(req)
  const id = await existingId(req, 'blog-posts', params.id, 'Blog post')
  await req.payload.delete({ collection: 'blog-posts', id, depth: 0, req, overrideAccess: false }).catch(goneAs('Blog post'))
  return json({ id })
})
