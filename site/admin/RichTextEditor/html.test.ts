// @vitest-environment jsdom
import { $createCodeNode } from '@lexical/code-core'
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $isElementNode,
  type LexicalEditor,
} from '@payloadcms/richtext-lexical/lexical'
import { createHeadlessEditor } from '@payloadcms/richtext-lexical/lexical/headless'
import { $createLinkNode } from '@payloadcms/richtext-lexical/lexical/link'
import { $createListItemNode, $createListNode } from '@payloadcms/richtext-lexical/lexical/list'
import { $createHeadingNode, $createQuoteNode } from '@payloadcms/richtext-lexical/lexical/rich-text'
import { describe, expect, it } from 'vitest'
import { sanitizeRichText } from '@cms/lib/sanitize'
import { $exportHtml, $importHtml, EDITOR_NODES, semanticHtml } from './html'

/** A headless editor with the editor's nodes, filled by `fill` inside an update. */
const build = (fill: (editor: LexicalEditor) => void) => {
  const editor = createHeadlessEditor({
    nodes: EDITOR_NODES,
    onError: (error) => {
      throw error
    },
  })
  editor.update(() => fill(editor), { discrete: true })
  return editor
}

const exported = (editor: LexicalEditor) => editor.read(() => $exportHtml(editor))

const roundTrip = (html: string) => exported(build((editor) => $importHtml(editor, html)))

const text = (content: string, ...formats: ('bold' | 'italic' | 'underline')[]) => {
  const node = $createTextNode(content)
  for (const format of formats) node.toggleFormat(format)
  return node
}

describe('$exportHtml: each tool as the tags SPEC §5 allows', () => {
  it('writes bold, italic and underline as <strong>, <em> and <u>, not styled spans', () => {
    const html = exported(
      build(() => {
        $getRoot().append($createParagraphNode().append(text('b', 'bold'), text(' i', 'italic'), text(' u', 'underline'), text(' all', 'bold', 'italic', 'underline')))
      }),
    )
    expect(html).toBe('<p><strong>b</strong><em> i</em><u> u</u><u><em><strong> all</strong></em></u></p>')
  })

  it('writes headings, quote, lists, code block and link', () => {
    const html = exported(
      build(() => {
        $getRoot().append(
          $createHeadingNode('h1').append(text('One')),
          $createHeadingNode('h2').append(text('Two')),
          $createHeadingNode('h3').append(text('Three')),
          $createQuoteNode().append(text('Said')),
          $createListNode('bullet').append($createListItemNode().append(text('dot'))),
          $createListNode('number').append($createListItemNode().append(text('first'))),
          $createCodeNode().append(text('a < b')),
          $createParagraphNode().append($createLinkNode('https://example.com/x').append(text('site'))),
        )
      }),
    )
    expect(html).toBe(
      '<h1>One</h1><h2>Two</h2><h3>Three</h3><blockquote>Said</blockquote><ul><li>dot</li></ul><ol><li>first</li></ol>' +
        '<pre><code>a &lt; b</code></pre><p><a href="https://example.com/x">site</a></p>',
    )
  })

  it('keeps alignment as a text-align style on its block', () => {
    const html = exported(
      build(() => {
        $getRoot().append($createParagraphNode().setFormat('center').append(text('mid')), $createHeadingNode('h2').setFormat('right').append(text('end')))
      }),
    )
    expect(html).toBe('<p style="text-align: center">mid</p><h2 style="text-align: right">end</h2>')
  })

  it('gives nothing for an editor without text, so the form can require content', () => {
    expect(exported(build(() => $getRoot().append($createParagraphNode())))).toBe('')
    expect(exported(build(() => $getRoot().append($createParagraphNode().append(text('   ')))))).toBe('')
  })

  it('passes the server sanitiser unchanged, apart from alignment', () => {
    const html = roundTrip(
      '<h2>Title</h2><p style="text-align: center"><strong>b</strong> <a href="/albums" target="_blank">in</a></p><pre><code>x\ny</code></pre>',
    )
    expect(sanitizeRichText(html)).toBe(html.replace(' style="text-align: center"', ''))
  })
})

describe('$importHtml: a post loaded for editing', () => {
  it('round-trips every tool', () => {
    const html =
      '<h1>One</h1><h2>Two</h2><h3>Three</h3><p><strong>b</strong> <em>i</em> <u>u</u> <a href="mailto:a@b.c">mail</a></p>' +
      '<blockquote>q</blockquote><ul><li>a</li><li>b</li></ul><ol><li>c</li></ol><pre><code>line 1\nline 2</code></pre>'
    expect(roundTrip(html)).toBe(html)
  })

  it('reads b and i as bold and italic, and line breaks within a paragraph', () => {
    expect(roundTrip('<p><b>bold</b> <i>it</i><br>next</p>')).toBe('<p><strong>bold</strong> <em>it</em><br>next</p>')
  })

  it('reads one <pre><code> as one code block', () => {
    build((editor) => $importHtml(editor, '<pre><code>a\nb</code></pre>')).read(() => {
      const blocks = $getRoot().getChildren()
      expect(blocks.map((block) => block.getType())).toEqual(['code'])
      const [code] = blocks
      expect($isElementNode(code) && code.getChildren().map((child) => child.getType())).toEqual(['text', 'linebreak', 'text'])
    })
  })

  it('gathers loose text into a paragraph', () => {
    expect(roundTrip('plain <strong>words</strong><p>then a block</p>')).toBe('<p>plain <strong>words</strong></p><p>then a block</p>')
  })

  it('starts empty from an empty string', () => {
    const instance = build((editor) => $importHtml(editor, ''))
    instance.read(() => expect($getRoot().getChildren().map((block) => block.getType())).toEqual(['paragraph']))
    expect(exported(instance)).toBe('')
  })
})

describe('semanticHtml', () => {
  it('drops unsafe links but keeps their text, and strips attributes and unknown wrappers', () => {
    expect(semanticHtml('<div class="x"><p dir="ltr"><a href="javascript:alert(1)">bad</a> <span style="color:red">ok</span></p></div>')).toBe(
      '<p>bad ok</p>',
    )
  })
})
