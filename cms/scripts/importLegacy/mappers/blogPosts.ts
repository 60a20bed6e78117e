import type { SanitizedConfig } from 'payload'
import type { LegacyPost } from '../source'
import type { Plan } from '../writer'
import { iso, missing } from './common'
import { isSlug, slugify } from '@cms/lib/slug'
import { postContent } from '@cms/lib/postContent'

/**
 * Posts as they were, by their imported author (a post whose author did not come along stays
 * behind). A published post without a date was published when it was created.
 */
export function postPlanner(userIds: Map<string, number>, config: SanitizedConfig) {
  return async (row: LegacyPost): Promise<Plan> => {
    const legacyId = String(row.id)
    const author = userIds.get(row.author_id)
    if (author === undefined) return { legacyId, skip: missing('author, user', row.author_id) }
    const notes: string[] = []
    let publishedAt = row.published_at
    if (row.status === 'published' && !publishedAt && row.created_at) {
      publishedAt = row.created_at
      notes.push(`published without a date: dated when created, ${row.created_at.toISOString()}`)
    }
    // The old app kept any slug an admin typed; one outside SPEC §5's form is no address here.
    let slug = row.slug
    if (!isSlug(slug)) {
      slug = slugify(row.slug) || slugify(row.title)
      notes.push(`slug ${JSON.stringify(row.slug)} is not in SPEC §5's form: imported as ${JSON.stringify(slug)}`)
    }
    const data = {
      title: row.title,
      slug,
      content: await postContent(row.content, config),
      excerpt: row.excerpt,
      coverImageUrl: row.cover_image_url,
      author,
      authorName: row.author_name,
      status: row.status,
      publishedAt: iso(publishedAt) ?? null,
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
    }
    return { legacyId, data, notes, source: { ...data, content: row.content } }
  }
}
