import type { PayloadRequest, RequiredDataFromCollectionSlug } from 'payload'
import { readThreadPage } from '@cms/collections/Comments/threadPage'
import { commentCreateSchema, parseThreadParams } from '@cms/schemas/comment'
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

/**
 * GET /api/blog/{blogPostId}/comments: the whole thread, oldest first, each with its parentId.
 * With `?page=N` (an addition to SPEC §7), one page of it: twenty top-level comments with all their
 * replies, in the same shape, and the number of pages in `X-Total-Pages`.
 */
export const GET = route<{ blogPostId: string }>(async ({ request, req, params }) => {
  const { page } = parseThreadParams(new URL(request.url).searchParams)
  const post = await readablePost(req, params.blogPostId)
  if (page === undefined) {
    const docs = await findAll(req, 'comments', { sort: 'createdAt', where: { post: { equals: post.id } } })
    return json(docs.map(toContractComment))
  }
  const thread = await readThreadPage(req, post.id, page)
  return json(thread.comments.map(toContractComment), 200, { 'X-Total-Pages': String(thread.pages) })
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
