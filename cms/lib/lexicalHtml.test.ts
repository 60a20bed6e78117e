import type { SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { htmlToLexical, lexicalToHtml } from './lexicalHtml'
import { documentShapeProblem } from './richText/documentShape'
import { ALLOWED_TAGS, sanitizeRichText } from './sanitize'

// Importing the config builds it without opening the database.
let config: SanitizedConfig
beforeAll(async () => {
  config = await (await import('../payload.config')).default
})

const roundTrip = async (html: string) => lexicalToHtml(await htmlToLexical(html, config))

describe('HTML <-> Lexical', () => {
  it('keeps headings, paragraphs and line breaks', async () => {
    const html = '<h1>Signal</h1><h2>Noise</h2><h3>Pattern</h3><p>First line<br>second line</p>'
    expect(await roundTrip(html)).toBe('<h1>Signal</h1><h2>Noise</h2><h3>Pattern</h3><p>First line<br />second line</p>')
  })

  it('keeps bold, italic and underline, writing b and i as strong and em', async () => {
    const html = '<p><strong>loud</strong> <b>bold</b> <em>soft</em> <i>slanted</i> <u>marked</u></p>'
    expect(await roundTrip(html)).toBe(
      '<p><strong>loud</strong> <strong>bold</strong> <em>soft</em> <em>slanted</em> <u>marked</u></p>',
    )
  })

  it('keeps nested formats', async () => {
    expect(await roundTrip('<p><strong><em>both</em></strong></p>')).toBe('<p><em><strong>both</strong></em></p>')
  })

  it('keeps links with their target', async () => {
    const html = await roundTrip('<p>Listen <a href="https://example.com/a?b=1&amp;c=2" target="_blank">here</a>.</p>')
    expect(html).toContain('<a href="https://example.com/a?b=1&amp;c=2"')
    expect(html).toContain('target="_blank"')
    expect(html).toContain('>here</a>.')
  })

  it('keeps the text of a link that lost its address to the sanitiser, and the rest of the markup', async () => {
    const clean = sanitizeRichText('<p><strong>Before</strong> <a href="javascript:alert(1)">click <em>me</em></a> <a href="/a b">spaced</a> <a href="/about">after</a></p>')
    expect(await roundTrip(clean)).toBe('<p><strong>Before</strong> click <em>me</em> spaced <a href="/about">after</a></p>')
  })

  it('keeps bulleted and numbered lists as plain list items', async () => {
    const html = await roundTrip('<ul><li>one</li><li>two</li></ul><ol><li>first</li><li>second</li></ol>')
    expect(html).toMatch(/^<ul[^>]*><li>one<\/li><li>two<\/li><\/ul><ol[^>]*><li>first<\/li><li>second<\/li><\/ol>$/)
  })

  it('keeps blockquotes', async () => {
    expect(await roundTrip('<blockquote>Machines <em>dream</em> too.</blockquote>')).toBe(
      '<blockquote>Machines <em>dream</em> too.</blockquote>',
    )
  })

  it.each([
    ['<blockquote><p>A quote</p></blockquote>', '<blockquote>A quote</blockquote>'],
    ['<blockquote><p>One</p><p>Two <em>lines</em></p></blockquote>', '<blockquote>One<br />Two <em>lines</em></blockquote>'],
    ['<blockquote><h3>Title</h3>Said</blockquote>', '<blockquote>Title<br />Said</blockquote>'],
    ['<blockquote><ul><li>x</li><li>y</li></ul></blockquote>', '<blockquote>x<br />y</blockquote>'],
    ['<ul><li><blockquote>q</blockquote></li></ul>', /^<ul[^>]*><li>q<\/li><\/ul>$/],
    ['<ul><li>run <pre>code</pre></li></ul>', /^<ul[^>]*><li>run<br \/>code<\/li><\/ul>$/],
  ])('keeps the text of blocks nested where the editor nests none: %s', async (html, expected) => {
    const state = await htmlToLexical(html, config)
    expect(documentShapeProblem(state)).toBeNull()
    expect(lexicalToHtml(state)).toMatch(expected)
  })

  it('keeps code blocks as <pre><code>, their lines as newlines, their text escaped', async () => {
    expect(await roundTrip('<pre><code>let x = 1\nif (x &lt; 2) go()</code></pre>')).toBe('<pre><code>let x = 1\nif (x &lt; 2) go()</code></pre>')
    expect(await roundTrip('<pre><code>one line</code></pre>')).toBe('<pre><code>one line</code></pre>')
    expect(await roundTrip('<pre>bare\n  pre</pre>')).toBe('<pre><code>bare\n  pre</code></pre>')
  })

  it('keeps every tag SPEC §5 allows through sanitise -> Lexical -> HTML -> sanitise (b and i come back as strong and em)', async () => {
    const html =
      '<h1>One</h1><h2>Two</h2><h3>Three</h3>' +
      '<p>Line<br>next <strong>s</strong> <b>b</b> <em>e</em> <i>i</i> <u>u</u> <code>c</code> ' +
      '<a href="https://example.com/" target="_blank">link</a></p>' +
      '<ul><li>bullet</li></ul><ol><li>number</li></ol><blockquote>Quote</blockquote>' +
      '<pre><code>x = 1\ny = 2</code></pre>'
    const out = sanitizeRichText(await roundTrip(sanitizeRichText(html)))
    const tags = new Set([...out.matchAll(/<([a-z0-9]+)[\s>/]/g)].map((match) => match[1]))
    const normalised = ALLOWED_TAGS.filter((tag) => tag !== 'b' && tag !== 'i')
    expect([...tags].sort()).toEqual([...normalised].sort())
    expect(out).toContain('<strong>b</strong>')
    expect(out).toContain('<em>i</em>')
    expect(out).toContain('<a href="https://example.com/" target="_blank">link</a>')
    expect(out).toContain('<pre><code>x = 1\ny = 2</code></pre>')
  })

  it("reads HTML with the site's editor: what it has no tool for (here a rule) keeps only its text", async () => {
    expect(await roundTrip('<p>a</p><hr><p>b</p>')).toBe('<p>a</p><p>b</p>')
  })

  it('escapes text instead of passing markup through', async () => {
    expect(await roundTrip('<p>1 &lt; 2 &amp; "quoted"</p>')).toBe('<p>1 &lt; 2 &amp; &quot;quoted&quot;</p>')
  })

  it('gives an empty string for empty content', async () => {
    expect(await roundTrip('')).toBe('')
  })
})
