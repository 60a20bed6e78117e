import { describe, expect, it } from 'vitest'
import { LIMITS } from '../../constants'
import { CONTENT_TOO_LONG, documentShapeProblem, fitToShape } from './documentShape'

const text = (value: string) => ({ type: 'text', text: value, format: 0, version: 1 })
const block = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({ type, children, version: 1, ...extra })
const doc = (...children: unknown[]) => ({ root: block('root', children) })
const link = (url: string) => block('link', [text('here')], { fields: { url, newTab: false, linkType: 'custom' } })

describe('documentShapeProblem', () => {
  it('takes what the editor makes: paragraphs, headings, quotes, lists, code, links and breaks', () => {
    const made = doc(
      block('heading', [text('Title')], { tag: 'h2' }),
      block('paragraph', [text('One'), { type: 'linebreak', version: 1 }, block('link', [text('here')], { fields: { url: 'https://example.com' } })]),
      block('quote', [text('Said')]),
      block('list', [block('listitem', [text('a'), block('list', [block('listitem', [text('b')])], { listType: 'number' })])], { listType: 'bullet' }),
      block('code', [text('x = 1'), { type: 'linebreak', version: 1 }, { type: 'tab', text: '\t', version: 1 }]),
    )
    expect(documentShapeProblem(made)).toBeNull()
  })

  it.each<[string, unknown, RegExp]>([
    ['no root', { nope: 1 }, /with a root/],
    ['a root of another type', { root: block('paragraph', []) }, /with a root/],
    ['a node of no feature', doc(block('nope', [])), /node the editor does not make: nope/],
    ['an upload', doc({ type: 'upload', value: 99999, version: 1 }), /does not make: upload/],
    ['a child that is no node', doc('text'), /does not make$/],
    ['text straight in the root', doc(text('loose')), /text node cannot be inside a root/],
    ['text straight in a list', doc(block('list', [text('loose')], { listType: 'bullet' })), /text node cannot be inside a list/],
    ['a list of another type', doc(block('list', [block('listitem', [text('a')])], { listType: 'evil' })), /list must be one of bullet, number/],
    ['children that are no list', doc(block('paragraph', 'x' as unknown as unknown[])), /children must be a list/],
    ['a prototype key as type', doc(block('constructor', [])), /does not make: constructor/],
    ...['javascript:alert(1)', 'java\nscript:alert(1)', ' JAVASCRIPT:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', '//evil.example/x', 'http://[bad'].map(
      (url): [string, unknown, RegExp] => [`a link to ${JSON.stringify(url)}`, doc(block('paragraph', [link(url)])), /link must point at a web or e-mail address/],
    ),
    ['a link with no address', doc(block('paragraph', [block('link', [text('x')], { fields: {} })])), /link must point/],
    ['an autolink to a script', doc(block('paragraph', [block('autolink', [text('x')], { fields: { url: 'javascript:x' } })])), /link must point/],
    ['an internal link', doc(block('paragraph', [block('link', [text('x')], { fields: { linkType: 'internal', doc: { relationTo: 'users', value: 1 } } })])), /link must point/],
  ])('refuses %s', (_, value, problem) => {
    expect(documentShapeProblem(value)).toMatch(problem)
  })

  it('takes links to web and e-mail addresses and to pages of this site', () => {
    for (const url of ['https://example.com/a?b#c', 'HTTP://EXAMPLE.COM', 'mailto:crew@example.com', '/albums', '#comments', 'notes', '?page=2']) {
      expect(documentShapeProblem(doc(block('paragraph', [link(url)]))), url).toBeNull()
    }
  })

  it('refuses more nodes than an article holds, and takes as many', () => {
    const paragraphs = (count: number) => Array.from({ length: count }, () => block('paragraph', []))
    expect(documentShapeProblem(doc(...paragraphs(LIMITS.contentNodes)))).toBeNull()
    expect(documentShapeProblem(doc(...paragraphs(LIMITS.contentNodes + 1)))).toBe(CONTENT_TOO_LONG)
  })

  it('fits what the editor cannot hold: text loose in the root gets a paragraph, a highlighted run in a list item becomes text', () => {
    const fitted = fitToShape(
      block('root', [
        text('loose'),
        block('list', [block('listitem', [block('code', [{ type: 'code-highlight', text: 'x()', version: 1 }])])], { listType: 'bullet' }),
      ]),
    )
    expect(documentShapeProblem({ root: fitted })).toBeNull()
    expect(fitted.children).toMatchObject([{ type: 'paragraph', children: [{ type: 'text', text: 'loose' }] }, { type: 'list', children: [{ type: 'listitem', children: [{ type: 'text', text: 'x()' }] }] }])
  })
})
