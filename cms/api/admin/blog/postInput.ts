import type { PayloadRequest, RequiredDataFromCollectionSlug } from 'payload'
import { contentHasText, postContent } from '@cms/lib/postContent'
import { ALLOWED_TAGS } from '@cms/lib/sanitize'
import { blogPostInputSchema } from '@cms/schemas/blogPost'
import { HttpError, parseBody, refusedField } from '../../http'

// Said instead of "Content is required" when the content sent was only elements that are removed.
const NOTHING_LEFT = `Content has no text once unsafe HTML is removed. Posts keep text and these tags: ${ALLOWED_TAGS.join(', ')}.`

/** The body as the collection stores it: its content (HTML sanitised to SPEC §5, or plain text) as Lexical state. */
export async function postData(request: Request, req: PayloadRequest) {
  const { content, ...rest } = await parseBody(request, blogPostInputSchema)
  const lexical = await postContent(content, req.payload.config)
  if (!contentHasText(lexical)) throw new HttpError(400, NOTHING_LEFT)
  // Payload's types call defaulted and server-set fields (status, author) required; the collection fills them.
  return { ...rest, content: lexical } as unknown as RequiredDataFromCollectionSlug<'blog-posts'>
}

/**
 * The collection's unique slug answers "Value must be unique"; say which value, and what to do.
 * Only that refusal: the slug's other ones (its form, none from the title) say what is wrong themselves.
 */
export async function withSlugMessage<T>(req: PayloadRequest, write: Promise<T>): Promise<T> {
  try {
    return await write
  } catch (error) {
    if (refusedField(error, 'slug', req.t('error:valueMustBeUnique'))) throw new HttpError(400, 'Another post already uses this slug. Choose a different slug.')
    throw error
  }
}
