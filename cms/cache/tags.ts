/**
 * The tags of Next's cache (ARCHITECTURE "Pages and caching"): every cached read names the tags
 * of the content it shows, and the collections' hooks invalidate the tags a write affects.
 */
export const CACHE_TAGS = {
  /** Albums as visitors see them; artist names show on album cards too. */
  albums: 'albums',
  artists: 'artists',
  /** Published posts: the blog, each article, More Articles, RSS, sitemap. */
  blogPosts: 'blog-posts',
  /** Every comment thread: a commenter's name or avatar shows under each of their comments. */
  comments: 'comments',
} as const

/** The comment thread under one post. */
export const postCommentsTag = (postId: number | string): string => `comments:${postId}`

/**
 * The session cookie Payload sets (its cookie prefix is the default 'payload'). Its presence
 * alone decides which requests skip the shared cache; Payload still verifies it on those.
 */
export const SESSION_COOKIE = 'payload-token'

/** Readable by the page's script: a session may exist (site/server/sessionHint.ts). */
export const SESSION_HINT_COOKIE = 'ms-session'

export function hasSessionCookie(cookieHeader: string | null): boolean {
  return cookieHeader !== null && cookieHeader.split(';').some((pair) => pair.trim().startsWith(`${SESSION_COOKIE}=`))
}
