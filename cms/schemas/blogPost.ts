import { z } from 'zod'
import { BLOG_STATUSES, LIMITS } from '../constants'
import { dateMessage, isoDateSchema } from './date'
import { notTextMessage, requiredText } from './field'
import { optionalImageUrl } from './url'
import { htmlBoundsProblem } from '../lib/richText/htmlBounds'

const PUBLISHED_AT_MESSAGE = `${dateMessage('publishedAt')}, or null`

/** POST /api/admin/blog and PUT /api/admin/blog/{id}; content is HTML, sanitised by the handler. */
export const blogPostInputSchema = z.object({
  title: requiredText('Title')
    .trim()
    .min(1, 'Title is required')
    .max(LIMITS.title, `Title must be at most ${LIMITS.title} characters`),
  // Empty means "not given": on create the collection derives the slug from the title.
  slug: z
    .string({ error: notTextMessage('Slug') })
    .trim()
    .max(LIMITS.slug, `Slug must be at most ${LIMITS.slug} characters`)
    .nullable()
    .optional()
    .transform((slug) => slug || undefined),
  content: requiredText('Content')
    .trim()
    .min(1, 'Content is required')
    .superRefine((html, context) => {
      const problem = htmlBoundsProblem(html)
      if (problem) context.addIssue({ code: 'custom', message: problem })
    }),
  excerpt: z.string({ error: notTextMessage('Excerpt') }).nullable().optional(),
  coverImageUrl: optionalImageUrl,
  status: z.enum(BLOG_STATUSES, { error: `Status must be one of ${BLOG_STATUSES.join(', ')}` }).optional(),
  // SPEC §3: a date, a string or null, normalised to a date or null.
  publishedAt: z.preprocess(
    (value) => (value === '' ? null : value),
    isoDateSchema(PUBLISHED_AT_MESSAGE).nullable().optional(),
  ),
})
