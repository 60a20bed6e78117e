import { z } from 'zod'

export const commentContentSchema = z
  .string({ error: 'Comment text is required' })
  .trim()
  .min(1, 'Comment text is required')

/** PUT /api/comments/{id}. */
export const commentUpdateSchema = z.object({ content: commentContentSchema })

/** POST /api/blog/{blogPostId}/comments. */
export const commentCreateSchema = z.object({
  content: commentContentSchema,
  parentId: z.number().int().positive().nullable().optional(),
})
