import type { Metadata } from 'next'

export const FEED_PATH = '/blog/rss.xml'
export const BLOG_TITLE = 'Neural Chronicles'
export const BLOG_LEAD =
  'Neural Chronicles: notes from the Machine Soul studio on how each Monday album is made, the AI behind it, and the people who write its lyrics.'

/** Page metadata plus the <link rel="alternate"> that lets feed readers find the blog's RSS feed. */
export function withFeedLink(metadata: Metadata): Metadata {
  return {
    ...metadata,
    alternates: { ...metadata.alternates, types: { 'application/rss+xml': [{ url: FEED_PATH, title: BLOG_TITLE }] } },
  }
}
