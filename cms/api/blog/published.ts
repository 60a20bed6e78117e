import { CACHE_TAGS } from '../../cache/tags'

/** What the public blog rows read, and the cache tag they carry. */
export const POSTS = () => [CACHE_TAGS.blogPosts]

export const published = { status: { equals: 'published' } } as const
