import 'server-only'
import { listComments } from '@cms/api/comments/handlers'
import { headers } from 'next/headers'
import { cache } from 'react'
import { getClient } from '../../graphql/client'
import { ArticleDocument, BlogPageDocument } from '../../graphql/generated/graphql'
import type { BlogComment } from './types'

// Each read is cached for the request, so a page's metadata and its body share one query.

/** Published posts, newest first. */
export const getBlogPosts = cache(async () => {
  const { data } = await (await getClient()).query({ query: BlogPageDocument })
  return data?.BlogPosts?.docs ?? []
})

/** One published post by slug; null when missing, not published, or the read failed (SPEC §2 shows 'Article Not Found' for each). */
export const getArticle = cache(async (slug: string) => {
  try {
    const { data } = await (await getClient()).query({ query: ArticleDocument, variables: { slug } })
    return data?.BlogPosts?.docs[0] ?? null
  } catch (error) {
    console.error(`Article ${slug} failed to load`, error)
    return null
  }
})

/**
 * The article's comment thread as GET /api/blog/{id}/comments answers it, read in-process with
 * the visitor's cookie: users are private to GraphQL, and the contract's handler is what adds the
 * authors' names and avatars. An unreadable thread starts empty rather than failing the article.
 */
export async function getInitialComments(postId: number): Promise<BlogComment[]> {
  const cookie = (await headers()).get('cookie')
  const request = new Request(`http://in-process/api/blog/${postId}/comments`, { headers: cookie ? { cookie } : {} })
  const response = await listComments(request, { params: Promise.resolve({ blogPostId: String(postId) }) })
  return response.ok ? ((await response.json()) as BlogComment[]) : []
}
