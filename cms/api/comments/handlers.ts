import type { PayloadRequest, RequiredDataFromCollectionSlug } from 'payload'
import { commentCreateSchema, commentUpdateSchema } from '../../schemas/comment'
import { route } from '../handler'
import { HttpError, json, numericId, parseBody } from '../http'
import { toContractComment } from '../mappers/comment'
import type { Comment } from '../../payload-types'
import { findAll } from '../findAll'

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

/** Access answers "not allowed" for a comment that is gone; say so instead. */
async function existingComment(req: PayloadRequest, id: string): Promise<number> {
  const commentId = numericId(id, 'Comment')
  const found = await req.payload.count({ collection: 'comments', where: { id: { equals: commentId } }, req, overrideAccess: true })
  if (found.totalDocs === 0) throw new HttpError(404, 'Comment not found')
  return commentId
}

const answerComment = (comment: Comment, status = 200) => json(toContractComment(comment), status)

/** GET /api/blog/{blogPostId}/comments: the whole thread, oldest first, each with its parentId. */
export const listComments = route<{ blogPostId: string }>(async ({ req, params }) => {
  const post = await readablePost(req, params.blogPostId)
  const docs = await findAll(req, 'comments', { sort: 'createdAt', where: { post: { equals: post.id } } })
  return json(docs.map(toContractComment))
})

/** POST /api/blog/{blogPostId}/comments `{ content, parentId }` (signed in): the created comment. */
export const createComment = route<{ blogPostId: string }>(async ({ request, req, params }) => {
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
  return answerComment(comment, 201)
})

/** PUT /api/comments/{id} `{ content }` (its author): the edited comment, marked edited. */
export const updateComment = route<{ id: string }>(async ({ request, req, params }) => {
  const { content } = await parseBody(request, commentUpdateSchema)
  const comment = await req.payload.update({
    collection: 'comments',
    id: await existingComment(req, params.id),
    data: { content },
    depth: 0,
    req,
    overrideAccess: false,
  })
  return answerComment(comment)
})

/** DELETE /api/comments/{id} (its author, or an admin): gone, with its replies. */
export const deleteComment = route<{ id: string }>(async ({ req, params }) => {
  const comment = await req.payload.delete({
    collection: 'comments',
    id: await existingComment(req, params.id),
    depth: 0,
    req,
    overrideAccess: false,
  })
  return json({ id: comment.id, message: 'Comment deleted' })
})
