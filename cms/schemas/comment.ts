import { z } from 'zod'
import { LIMITS } from '../constants'
import { isBlank } from '../lib/blank'
import { CONTROL_CHARACTER_IN_LINES } from '../lib/controlCharacters'
import { MAX_ID } from '../lib/input/unstorable'
import { LAST_THREAD_PAGE } from '../collections/Comments/threadPage'
import { pageNumber, singleParams } from './queryParams'

export const commentContentSchema = z
  .string({ error: 'Comment text is required' })
  .trim()
  .min(1, { error: 'Comment text is required', abort: true })
  // Zero-width characters alone show nothing: as blank as spaces.
  .refine((text) => !isBlank(text), 'Comment text is required')
  .max(LIMITS.longText, `Comment text must be at most ${LIMITS.longText} characters`)
  // They show as nothing under a post; tabs and line breaks are kept.
  .refine((text) => !CONTROL_CHARACTER_IN_LINES.test(text), 'Comment text must not contain control characters')

/** PUT /api/comments/{id}. */
export const commentUpdateSchema = z.object({ content: commentContentSchema })

/** POST /api/blog/{blogPostId}/comments. */
export const commentCreateSchema = z.object({
  content: commentContentSchema,
  parentId: z
    .number({ error: 'parentId must be the id of a comment, or null' })
    .int('parentId must be the id of a comment, or null')
    .positive('parentId must be the id of a comment, or null')
    .max(MAX_ID, 'parentId must be the id of a comment, or null')
    .nullable()
    .optional(),
})

/** GET /api/blog/{blogPostId}/comments: `page` asks for one page of the thread; without it, the whole thread. */
export const threadParamsSchema = z.object({ page: pageNumber(LAST_THREAD_PAGE).optional() })

export const parseThreadParams = (params: URLSearchParams) => threadParamsSchema.parse(singleParams(params, ['page']))
