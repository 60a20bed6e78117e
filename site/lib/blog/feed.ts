import type { Metadata } from 'next'

export const FEED_PATH = '/blog/rss.xml'
export const BLOG_TITLE = 'Neural Chronicles'
export const BLOG_LEAD =
  'Neural Chronicles: notes from the Machine Soul studio on how each Monday album is made, the AI behind it, and the people who write its lyrics.'

/** An RSS feed of the site: where it is and what feed readers call it. */
export type Feed = { url: string; title: string }

const BLOG_FEED: Feed = { url: FEED_PATH, title: BLOG_TITLE }

/** Page metadata plus the <link rel="alternate"> that lets feed readers find an RSS feed (the blog's unless told). */
export function withFeedLink(metadata: Metadata, feed: Feed = BLOG_FEED): Metadata {
  return {
    ...metadata,
    alternates: { ...metadata.alternates, types: { 'application/rss+xml': [feed] } },
  }
}
