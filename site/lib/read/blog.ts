import 'server-only'
import config from '@payload-config'
import { toContractComment } from '@cms/api/mappers/comment'
import { keepShowing } from '@cms/cache/scheduled'
import { CACHE_TAGS, postCommentsTag } from '@cms/cache/tags'
import { readThreadPage } from '@cms/collections/Comments/threadPage'
import { isNextBuild } from '@cms/lib/nextBuild'
import { createLocalReq, getPayload } from 'payload'
import { cache } from 'react'
import { whenListed } from './listed'
import { publicClient } from '../../graphql/client'
import { ArticleDocument, BlogPageDocument, PublishedPostsDocument, SitemapPostsDocument } from '../../graphql/generated/graphql'
import { BLOG_PAGE_SIZE } from '../blog/paging'
import type { ArticleThread } from './types'

// What visitors see of the blog: each read is kept in Next's cache ('use cache') until a write
// expires one of its tags or the next post goes live (keepShowing); React's cache lets a page's
// metadata and its body share one read.

const POSTS = [CACHE_TAGS.blogPosts]
const SHOWS_POSTS = ['posts'] as const

/** Published posts, newest first. */
export const getBlogPosts = cache(async () => {
  'use cache'
  await keepShowing(SHOWS_POSTS, POSTS)
  const { data } = await publicClient().query({ query: PublishedPostsDocument })
  return data?.BlogPosts?.docs ?? []
})

/** One page of the blog's list (lib/blog/paging.ts) and how many pages there are (at least one). */
export const getBlogPage = cache(async (page: number) => {
  'use cache'
  await keepShowing(SHOWS_POSTS, POSTS)
  const { data } = await publicClient().query({ query: BlogPageDocument, variables: { limit: BLOG_PAGE_SIZE, page } })
  return { posts: data?.BlogPosts?.docs ?? [], pageCount: Math.max(1, data?.BlogPosts?.totalPages ?? 1) }
})

/** Every published post's address and last change: for the sitemap, and to know a post's address. */
export const getSitemapPosts = cache(async () => {
  'use cache'
  await keepShowing(SHOWS_POSTS, POSTS)
  const { data } = await publicClient().query({ query: SitemapPostsDocument })
  return data?.BlogPosts?.docs ?? []
})

/** One published post by slug; null when missing or not published (SPEC §2 'Article Not Found'). */
export const getArticle = cache((slug: string) => whenListed('posts', getSitemapPosts(), slug, readArticle))

async function readArticle(slug: string) {
  'use cache'
  await keepShowing(SHOWS_POSTS, POSTS)
  const { data } = await publicClient().query({ query: ArticleDocument, variables: { slug } })
  return data?.BlogPosts?.docs[0] ?? null
}

/**
 * The first page of the article's comment thread as a signed-out visitor reads it (no e-mail
 * addresses), in the contract's shape that the thread keeps up to date in the browser, and how
 * many pages the thread has.
 */
export const getArticleThread = cache(async (postId: number): Promise<ArticleThread> => {
  'use cache'
  await keepShowing([], [CACHE_TAGS.comments, postCommentsTag(postId)])
  if (isNextBuild()) return { comments: [], pages: 1 }
  const payload = await getPayload({ config })
  const { comments, pages } = await readThreadPage(await createLocalReq({}, payload), postId, 1)
  return { comments: comments.map(toContractComment), pages }
})
