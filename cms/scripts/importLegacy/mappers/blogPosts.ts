import type { SanitizedConfig } from 'payload'
import type { LegacyPost } from '../source'
import type { Plan } from '../writer'
import { iso, missing } from './common'
import { LIMITS } from '@cms/constants'
import { isSlug, slugify } from '@cms/lib/slug'
import { postContent } from '@cms/lib/postContent'
import { htmlBoundsProblem } from '@cms/lib/richText/htmlBounds'

// A damaged copy of the old database may hold NULL where its schema required a value.
const usable = (slug: string | null) => typeof slug === 'string' && isSlug(slug) && slug.length <= LIMITS.slug

/**
 * Each post's address. The old app kept any slug an admin typed; one outside SPEC §5's form is
 * remade from itself or the title, or is `post-{id}` when neither holds a letter a-z or a digit
 * (a title in Cyrillic). A remade slug never takes one another post keeps as it is, nor another
 * remade one: it gets -2, -3…, shortened to fit.
 */
export function legacySlugs(rows: readonly LegacyPost[]): Map<LegacyPost['id'], string> {
  const taken = new Set(rows.map((row) => row.slug).filter(usable))
  const slugs = new Map<LegacyPost['id'], string>()
  for (const row of rows) {
    if (usable(row.slug)) {
      slugs.set(row.id, row.slug)
      continue
    }
    const base = (slugify(row.slug ?? '') || slugify(row.title ?? '') || `post-${row.id}`).slice(0, LIMITS.slug).replace(/-+$/, '')
    let slug = base
    for (let n = 2; taken.has(slug); n++) slug = `${base.slice(0, LIMITS.slug - `-${n}`.length).replace(/-+$/, '')}-${n}`
    taken.add(slug)
    slugs.set(row.id, slug)
  }
  return slugs
}

/**
 * Posts as they were, by their imported author (a post whose author did not come along stays
 * behind). A published post without a date was published when it was created.
 */
export function postPlanner(userIds: Map<string, number>, config: SanitizedConfig, rows: readonly LegacyPost[]) {
  const slugs = legacySlugs(rows)
  return async (row: LegacyPost): Promise<Plan> => {
    const legacyId = String(row.id)
    const author = userIds.get(row.author_id)
    if (author === undefined) return { legacyId, skip: missing('author, user', row.author_id) }
    if (row.content === null) return { legacyId, skip: 'it has no content, which a post needs' }
    // Checked before converting, as the contract checks: a post of 10,000 nested tags took 40 s.
    const tooBig = htmlBoundsProblem(row.content)
    if (tooBig) return { legacyId, skip: tooBig }
    const notes: string[] = []
    if (row.status === null) notes.push('no status: a draft, the default')
    let publishedAt = row.published_at
    // Read as the status field reads it: `PUBLISHED` is published too (writer.ts).
    const published = row.status?.trim().toLowerCase() === 'published'
    if (published && !publishedAt && row.created_at) {
      publishedAt = row.created_at
      notes.push(`published without a date: dated when created, ${row.created_at.toISOString()}`)
    } else if (published && !publishedAt) {
      notes.push('published without a date nor a creation date: dated at the import, the newest post')
    }
    const slug = slugs.get(row.id)!
    if (slug !== row.slug) notes.push(`slug ${JSON.stringify(row.slug)} is not in SPEC §5's form: imported as ${JSON.stringify(slug)}`)
    const data = {
      title: row.title,
      slug,
      content: await postContent(row.content, config),
      excerpt: row.excerpt,
      coverImageUrl: row.cover_image_url,
      author,
      authorName: row.author_name,
      status: row.status ?? 'draft',
      publishedAt: iso(publishedAt) ?? null,
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
    }
    return { legacyId, data, notes, source: { ...data, content: row.content } }
  }
}
