import type { PayloadRequest, RequiredDataFromCollectionSlug } from 'payload'
import { htmlToLexical } from '../../lib/lexicalHtml'
import { sanitizeRichText } from '../../lib/sanitize'
import { blogPostInputSchema } from '../../schemas/blogPost'
import { route } from '../handler'
import { HttpError, json, numericId, parseBody, refusedField } from '../http'
import { toContractBlogPost } from '../mappers/blogPost'
import { requireAdmin } from '../request'
import { findAll } from '../findAll'

/** The body as the collection stores it: the HTML sanitised to SPEC §5, then as Lexical state. */
async function postData(request: Request, req: PayloadRequest) {
  const { content, ...rest } = await parseBody(request, blogPostInputSchema)
  const lexical = await htmlToLexical(sanitizeRichText(content), req.payload.config)
  // Payload's types call defaulted and server-set fields (status, author) required; the collection fills them.
  return { ...rest, content: lexical } as unknown as RequiredDataFromCollectionSlug<'blog-posts'>
}

/** The collection's unique slug answers "Value must be unique"; say which value, and what to do. */
async function withSlugMessage<T>(write: Promise<T>): Promise<T> {
  try {
    return await write
  } catch (error) {
    if (refusedField(error, 'slug')) throw new HttpError(400, 'Another post already uses this slug. Choose a different slug.')
    throw error
  }
}

/** Access answers "not found" as an error without a message of ours; ask first. */
async function existingPostId(req: PayloadRequest, id: string): Promise<number> {
  const postId = numericId(id, 'Blog post')
  const found = await req.payload.count({ collection: 'blog-posts', where: { id: { equals: postId } }, req, overrideAccess: false })
  if (found.totalDocs === 0) throw new HttpError(404, 'Blog post not found')
  return postId
}

/** GET /api/admin/blog: every post, drafts and archived ones too, newest first. */
export const listAllPosts = route(async ({ req }) => {
  requireAdmin(req)
  const docs = await findAll(req, 'blog-posts', { sort: '-createdAt' })
  return json(docs.map(toContractBlogPost))
})

/** POST /api/admin/blog: the created post; its author is the signed-in admin. */
export const createPost = route(async ({ request, req }) => {
  requireAdmin(req)
  const data = await postData(request, req)
  const post = await withSlugMessage(req.payload.create({ collection: 'blog-posts', data, depth: 0, req, overrideAccess: false }))
  return json(toContractBlogPost(post), 201)
})

/** PUT /api/admin/blog/{id}: the same body as POST; the updated post. */
export const updatePost = route<{ id: string }>(async ({ request, req, params }) => {
  requireAdmin(req)
  const id = await existingPostId(req, params.id)
  const data = await postData(request, req)
  const post = await withSlugMessage(req.payload.update({ collection: 'blog-posts', id, data, depth: 0, req, overrideAccess: false }))
  return json(toContractBlogPost(post))
})

/** DELETE /api/admin/blog/{id}: gone, and its comments with it (the collection's beforeDelete). */
export const deletePost = route<{ id: string }>(async ({ req, params }) => {
  requireAdmin(req)
  const id = await existingPostId(req, params.id)
  await req.payload.delete({ collection: 'blog-posts', id, depth: 0, req, overrideAccess: false })
  return json({ id })
})
