import { describe, expect, it } from 'vitest'
import { documentTextProblem } from './documentText'

const paragraphs = (...texts: string[]) => ({
  root: { type: 'root', children: texts.map((text) => ({ type: 'paragraph', children: [{ type: 'text', text }] })) },
})

describe('documentTextProblem', () => {
  it('takes words, with tabs and line breaks, across paragraphs and links', () => {
    expect(documentTextProblem(paragraphs('First verse.', '\tIndented\nline'))).toBeNull()
    const linked = { root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'link', children: [{ type: 'text', text: 'a link' }] }] }] } }
    expect(documentTextProblem(linked)).toBeNull()
  })

  it.each([
    ['no paragraphs', paragraphs()],
    ['an empty paragraph', paragraphs('')],
    ['spaces', paragraphs('   ', ' ')],
    ['zero-width spaces', paragraphs('\u200b\u200b\u200b')],
  ])('calls a document of %s missing', (_, document) => {
    expect(documentTextProblem(document)).toBe('Content is required')
  })

  it.each(['\u0000', '\u0007', '\u001b', '\u0085'])('refuses a control character (%j)', (control) => {
    expect(documentTextProblem(paragraphs('fine', `a${control}b`))).toBe('Content must not contain control characters')
  })
})
