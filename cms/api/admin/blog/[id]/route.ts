import type { PayloadRequest } from 'payload'
import { route } from '@cms/api/handler'
import { HttpError, json, numericId } from '@cms/api/http'
import { toContractBlogPost } from '@cms/api/mappers/blogPost'
import { requireAdmin } from '@cms/api/request'
import { postData, withSlugMessage } from '../postInput'

/** Access answers "not found" as an error without a message of ours; ask first. */
async function existingPostId(req: PayloadRequest, id: string): Promise<number> {
  const postId = numericId(id, 'Blog post')
  const found = await req.payload.count({ collection: 'blog-posts', where: { id: { equals: postId } }, req, overrideAccess: false })
  if (found.totalDocs === 0) throw new HttpError(404, 'Blog post not found')
  return postId
}

/** PUT /api/admin/blog/{id}: the same body as POST; the updated post. */
export const PUT = route<{ id: string }>(async ({ request, req, params }) => {
  requireAdmin(req)
  const id = await existingPostId(req, params.id)
  const data = await postData(request, req)
  const post = await withSlugMessage(req, req.payload.update({ collection: 'blog-posts', id, data, depth: 0, req, overrideAccess: false }))
  return json(toContractBlogPost(post))
})

/** DELETE /api/admin/blog/{id}: gone, and its comments with it (the collection's beforeDelete). */
export const DELETE = route<{ id: string }>(async ({ req, params }) => {
  requireAdmin(req)
  const id = await existingPostId(req, params.id)
  await req.payload.delete({ collection: 'blog-posts', id, depth: 0, req, overrideAccess: false })
  return json({ id })
})
