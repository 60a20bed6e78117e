import { describe, expect, it } from 'vitest'
import { lexicalDocument } from '@cms/testing/lexical'
import { articleHtml, lineBreaksToBr } from './content'

const paragraph = (text: string) =>
  lexicalDocument([
    {
      type: 'paragraph',
      version: 1,
      direction: null,
      format: '',
      indent: 0,
      textFormat: 0,
      children: [{ type: 'text', version: 1, text, format: 1, detail: 0, mode: 'normal', style: '' }],
    },
  ])

describe('lineBreaksToBr', () => {
  it('turns newlines into <br> outside pre blocks only', () => {
    expect(lineBreaksToBr('<p>one\ntwo</p><pre><code>a\nb</code></pre><p>x\r\ny</p>')).toBe(
      '<p>one<br>two</p><pre><code>a\nb</code></pre><p>x<br>y</p>',
    )
  })
})

describe('articleHtml', () => {
  it('renders the stored rich text with breaks, escaping what was typed', () => {
    expect(articleHtml(paragraph('Hello\n<script>alert(1)</script>'))).toBe(
      '<p><strong>Hello<br />&lt;script&gt;alert(1)&lt;/script&gt;</strong></p>',
    )
  })
})
