import { describe, expect, it } from 'vitest'
import { buildRss, escapeXml } from './rss'

describe('escapeXml', () => {
  it('escapes markup characters and drops characters XML forbids', () => {
    expect(escapeXml(`Tom & "Jerry" <b>'s</b>\u0001`)).toBe('Tom &amp; &quot;Jerry&quot; &lt;b&gt;&apos;s&lt;/b&gt;')
  })
})

describe('buildRss', () => {
  const xml = buildRss({
    title: 'Neural Chronicles',
    link: 'https://example.test/blog',
    description: 'News',
    selfLink: 'https://example.test/blog/rss.xml',
    items: [
      { title: 'A & B', link: 'https://example.test/blog/a-b', description: '<hi>', publishedAt: '2026-11-16T10:00:00.000Z' },
      { title: 'Undated', link: 'https://example.test/blog/undated', description: '', publishedAt: null },
    ],
  })

  it('writes an RSS 2.0 channel with one escaped item per post', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true)
    expect(xml).toContain(
      '<item><title>A &amp; B</title><link>https://example.test/blog/a-b</link><description>&lt;hi&gt;</description>' +
        '<pubDate>Mon, 16 Nov 2026 10:00:00 GMT</pubDate><guid isPermaLink="true">https://example.test/blog/a-b</guid></item>',
    )
  })

  it('leaves out the date of an undated post', () => {
    expect(xml).toContain('<item><title>Undated</title><link>https://example.test/blog/undated</link><description></description><guid')
  })
})
