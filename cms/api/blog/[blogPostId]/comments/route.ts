import type { PayloadRequest, RequiredDataFromCollectionSlug } from 'payload'
import { commentCreateSchema } from '@cms/schemas/comment'
import { route } from '@cms/api/handler'
import { HttpError, json, numericId, parseBody } from '@cms/api/http'
import { toContractComment } from '@cms/api/mappers/comment'
import { findAll } from '@cms/api/findAll'
import { requireAccess } from '@cms/api/request'

/** The post must exist and be readable by the caller, or the thread is a 404. */
async function readablePost(req: PayloadRequest, id: string) {
  const post = await req.payload.findByID({
    collection: 'blog-posts',
    id: numericId(id, 'Article'),
    depth: 0,
    req,
    overrideAccess: false,
    disableErrors: true,
  })
  if (!post) throw new HttpError(404, 'Article not found')
  return post
}

/** GET /api/blog/{blogPostId}/comments: the whole thread, oldest first, each with its parentId. */
export const GET = route<{ blogPostId: string }>(async ({ req, params }) => {
  const post = await readablePost(req, params.blogPostId)
  const docs = await findAll(req, 'comments', { sort: 'createdAt', where: { post: { equals: post.id } } })
  return json(docs.map(toContractComment))
})

/** POST /api/blog/{blogPostId}/comments `{ content, parentId }` (signed in): the created comment. */
export const POST = route<{ blogPostId: string }>(async ({ request, req, params }) => {
  await requireAccess(req, 'comments', 'create')
  const { content, parentId } = await parseBody(request, commentCreateSchema)
  const post = await readablePost(req, params.blogPostId)
  const comment = await req.payload.create({
    collection: 'comments',
    // author and isEdited are the collection's to set, though Payload's types ask for them.
    data: { post: post.id, parent: parentId ?? null, content } as RequiredDataFromCollectionSlug<'comments'>,
    depth: 0,
    req,
    overrideAccess: false,
  })
  return json(toContractComment(comment), 201)
})

