import { z } from 'zod'
import { BLOG_STATUSES, LIMITS } from '../constants'
import { isoDateSchema } from './date'
import { optionalImageUrl } from './url'
import { htmlNestingDepth, htmlNodeEstimate } from '../lib/sanitize'
import { CONTENT_TOO_LONG } from '../lib/richText/documentShape'

/**
 * Deeper than any article's HTML; beyond it the content is refused before it is sanitised and
 * converted, which took 20 s and more of the server's one thread for 10,000 nested tags (30 kB).
 */
const MAX_CONTENT_DEPTH = 256

const PUBLISHED_AT_MESSAGE = 'publishedAt must be a date such as 2026-11-16, or null'

/** POST /api/admin/blog and PUT /api/admin/blog/{id}; content is HTML, sanitised by the handler. */
export const blogPostInputSchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(LIMITS.title, `Title must be at most ${LIMITS.title} characters`),
  // Empty means "not given": on create the collection derives the slug from the title.
  slug: z
    .string({ error: 'Slug must be text' })
    .trim()
    .max(LIMITS.slug, `Slug must be at most ${LIMITS.slug} characters`)
    .nullable()
    .optional()
    .transform((slug) => slug || undefined),
  content: z
    .string({ error: 'Content is required' })
    .trim()
    .min(1, 'Content is required')
    .refine((html) => htmlNestingDepth(html) <= MAX_CONTENT_DEPTH, `Content is nested too deeply: at most ${MAX_CONTENT_DEPTH} levels of elements`)
    // The collection counts the converted document's nodes (documentShape.ts); this stops a long one before converting it.
    .refine((html) => htmlNodeEstimate(html) <= LIMITS.contentNodes, CONTENT_TOO_LONG),
  excerpt: z.string({ error: 'Excerpt must be text' }).nullable().optional(),
  coverImageUrl: optionalImageUrl,
  status: z.enum(BLOG_STATUSES, { error: `Status must be one of ${BLOG_STATUSES.join(', ')}` }).optional(),
  // SPEC §3: a date, a string or null, normalised to a date or null.
  publishedAt: z.preprocess(
    (value) => (value === '' ? null : value),
    isoDateSchema(PUBLISHED_AT_MESSAGE).nullable().optional(),
  ),
})
