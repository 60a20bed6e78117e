import type { SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { lexicalToHtml } from './lexicalHtml'
import { contentHasText, postContent } from './postContent'

// Importing the config builds it without opening the database.
let config: SanitizedConfig
beforeAll(async () => {
  config = await (await import('@cms/payload.config')).default
})

const asHtml = async (content: string) => lexicalToHtml(await postContent(content, config))

describe('a post’s content as rich text', () => {
  it('keeps the paragraphs and line breaks of plain text, and its angle brackets as text', async () => {
    expect(await asHtml('First line\nsecond line\r\n\r\nA <angle> & more')).toBe('<p>First line<br />second line</p><p>A &lt;angle&gt; &amp; more</p>')
  })

  it('sanitises HTML to SPEC §5 before converting it', async () => {
    const html = await asHtml('<h2>Hi</h2><p>x<script>alert(1)</script><img src=x onerror=alert(2)> <a href="javascript:alert(3)">bad</a></p>')
    expect(html).toBe('<h2>Hi</h2><p>x bad</p>')
  })

  it.each([
    ['First line with <b>bold</b>\nSecond line\n\nSecond paragraph', '<p>First line with <strong>bold</strong><br />Second line<br /><br />Second paragraph</p>'],
    ['<p>one\ntwo</p>', '<p>one<br />two</p>'],
    ['<b>a</b>\n<i>b</i>', '<p><strong>a</strong><br /><em>b</em></p>'],
  ])('turns the line breaks of HTML text into breaks, as the old app did (SPEC §2): %j', async (content, expected) => {
    expect(await asHtml(content)).toBe(expected)
  })

  it('leaves the line breaks that lay out HTML, and those in code, as they are', async () => {
    expect(await asHtml('<h2>Title</h2>\n<p>\n  Text\n</p>\n<ul>\n  <li>one</li>\n  <li>two</li>\n</ul>')).toMatch(/^<h2>Title<\/h2><p>Text<\/p><ul[^>]*><li>one<\/li><li>two<\/li><\/ul>$/)
    expect(await asHtml('<p>line<br>\nnext</p><pre><code>a\nb</code></pre>')).toBe('<p>line<br />next</p><pre><code>a\nb</code></pre>')
  })

  it('reads character references as HTML, as the original app rendered them, and a lone ampersand as text', async () => {
    expect(await asHtml('Tom &amp; Jerry &#8212; live')).toBe('<p>Tom &amp; Jerry — live</p>')
    expect(await asHtml('Rock & roll')).toBe('<p>Rock &amp; roll</p>')
  })

  it('tells content with text from content whose every element was removed', async () => {
    expect(contentHasText(await postContent('<img src=x onerror=alert(1)><script>alert(2)</script>', config))).toBe(false)
    expect(contentHasText(await postContent('<p> </p><br>', config))).toBe(false)
    expect(contentHasText(await postContent('<img src=x> caption', config))).toBe(true)
  })
})
