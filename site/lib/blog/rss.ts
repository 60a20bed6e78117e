import { rfc822Date } from './dates'

export type FeedItem = { title: string; link: string; description: string; publishedAt: string | null | undefined }
export type Feed = { title: string; link: string; description: string; selfLink: string; items: readonly FeedItem[] }

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** Text safe inside an XML element or attribute; characters XML 1.0 forbids are dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!)
}

const element = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`

function itemXml(item: FeedItem): string {
  const pubDate = rfc822Date(item.publishedAt)
  return [
    '<item>',
    element('title', item.title),
    element('link', item.link),
    element('description', item.description),
    ...(pubDate ? [element('pubDate', pubDate)] : []),
    `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
    '</item>',
  ].join('')
}

/** An RSS 2.0 document (with an atom:link to itself, as feed validators ask). */
export function buildRss(feed: Feed): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', feed.title),
    element('link', feed.link),
    element('description', feed.description),
    '<language>en</language>',
    `<atom:link href="${escapeXml(feed.selfLink)}" rel="self" type="application/rss+xml"/>`,
    ...feed.items.map(itemXml),
    '</channel>',
    '</rss>',
  ].join('\n')
}
