import { formatDate, isoDate } from '@site/lib/catalogue/dates'
import type { BLOG_STATUSES } from '@cms/constants'
import { withoutHiddenControls } from '@cms/lib/controlCharacters'
import { slugify } from '@cms/lib/slug'
import { orNull } from '../lib/formText'
import { dayOrKeptMoment, isAhead, momentLabel } from '../lib/moment'
import type { AdminPost } from '../lib/types'
import type { Tone } from '../ui/Badge'

export type BlogStatus = (typeof BLOG_STATUSES)[number]

/** The blog form's fields as the inputs hold them; `publishedAt` is a date input's YYYY-MM-DD. */
export type BlogFormValues = {
  title: string
  slug: string
  excerpt: string
  coverImageUrl: string
  status: BlogStatus
  publishedAt: string
  content: string
}

/** Create mode's empty form; status draft is SPEC §9's default. */
export const emptyPost = (): BlogFormValues => ({
  title: '',
  slug: '',
  excerpt: '',
  coverImageUrl: '',
  status: 'draft',
  publishedAt: '',
  content: '',
})

/** Edit mode: the form filled from the chosen post (SPEC §4). */
export const postValues = (post: AdminPost): BlogFormValues => ({
  title: post.title,
  slug: post.slug,
  excerpt: post.excerpt ?? '',
  coverImageUrl: post.coverImageUrl ?? '',
  status: post.status,
  publishedAt: isoDate(post.publishedAt) ?? '',
  content: post.content,
})

/**
 * The body of POST /api/admin/blog and PUT /api/admin/blog/{id} (SPEC §7). SPEC §5: publishedAt
 * is sent only when the status is published and a date is set; otherwise null. An edit that
 * leaves the day as it was keeps the post's exact moment.
 */
export function postPayload(values: BlogFormValues, editing?: Pick<AdminPost, 'publishedAt'>) {
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    // Pasted text may carry controls the editor shows as nothing, which the server refuses.
    content: withoutHiddenControls(values.content),
    excerpt: orNull(values.excerpt),
    coverImageUrl: orNull(values.coverImageUrl),
    status: values.status,
    publishedAt: values.status === 'published' && values.publishedAt ? dayOrKeptMoment(values.publishedAt, editing?.publishedAt) : null,
  }
}

/**
 * SPEC §5: while creating, the slug follows the title until the admin edits it by hand; when
 * editing a post, the title never changes its slug.
 */
export function slugForTitle(title: string, slug: string, follow: boolean): string {
  return follow ? slugify(title) : slug
}

/** SPEC §4 badge colours: published green, archived red, draft yellow. */
export function postTone(status: string): Tone {
  if (status === 'published') return 'success'
  if (status === 'archived') return 'danger'
  return 'warning'
}

/** A published post whose moment is still ahead: visitors see it from then on. */
export const isScheduledPost = (post: Pick<AdminPost, 'status' | 'publishedAt'>, now = Date.now()): boolean =>
  post.status === 'published' && isAhead(post.publishedAt, now)

/**
 * The list's date line: 'Published {date}' for a published post with a date, else 'Created
 * {date}'; a scheduled post says when it goes live, as a scheduled album does.
 */
export function postDateLine(post: Pick<AdminPost, 'status' | 'publishedAt' | 'createdAt'>, now = Date.now()): string {
  if (isScheduledPost(post, now)) return `Goes live ${momentLabel(post.publishedAt!)}`
  const published = post.status === 'published' ? formatDate(post.publishedAt) : null
  return published ? `Published ${published}` : `Created ${formatDate(post.createdAt) ?? 'N/A'}`
}
