import { describe, expect, it } from 'vitest'
import { htmlNestingDepth, sanitizeRichText } from './sanitize'

describe('sanitizeRichText', () => {
  it('keeps every allowed tag and a link with href and target', () => {
    const html =
      '<h1>A</h1><h2>B</h2><h3>C</h3><p>x<br><strong>s</strong><b>b</b><em>e</em><i>i</i><u>u</u></p>' +
      '<ul><li>1</li></ul><ol><li>2</li></ol><blockquote>q</blockquote><pre><code>c</code></pre>' +
      '<p><a href="https://example.com" target="_blank">link</a></p>'
    expect(sanitizeRichText(html)).toBe(html.replace('<br>', '<br />'))
  })

  it('removes scripts, styles, handlers, other attributes and tags, and unsafe links', () => {
    const dirty =
      '<script>alert(1)</script><p style="color:red" class="x" onclick="alert(1)">hi</p>' +
      '<img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe>' +
      '<a href="javascript:alert(1)">bad</a><a href="//evil.example">proto</a><div>kept text</div>'
    expect(sanitizeRichText(dirty)).toBe('<p>hi</p><a>bad</a><a>proto</a>kept text')
  })
})

describe('htmlNestingDepth', () => {
  it('counts how deeply elements nest, leaving out void elements, self-closing tags and comments', () => {
    expect(htmlNestingDepth('plain text')).toBe(0)
    expect(htmlNestingDepth('<p>a <strong>b</strong></p><p>c<br>d<img src="x"></p>')).toBe(2)
    expect(htmlNestingDepth('<ul><li><p>x</p></li></ul><!-- <b><b><b> -->')).toBe(3)
    expect(htmlNestingDepth('<p>x<br/></p>')).toBe(1)
  })
  it('counts a tag never closed as open to the end, and a stray closing tag as nothing', () => {
    expect(htmlNestingDepth(`<p>${'<b>'.repeat(10_000)}x</p>`)).toBe(10_001)
    expect(htmlNestingDepth('</b></b><p>x</p>')).toBe(1)
  })
})
