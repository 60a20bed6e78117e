import { describe, expect, it } from 'vitest'
import { highlight } from './highlight'
import { snippet } from './snippet'

describe('highlighting the searched words', () => {
  it('marks words and prefixes whatever their accents and case', () => {
    expect(highlight('Sigur Rós live', ['ros', 'SIG'])).toEqual([
      { text: 'Sig', match: true },
      { text: 'ur ', match: false },
      { text: 'Rós', match: true },
      { text: ' live', match: false },
    ])
  })

  it('marks only the start of a word, and keeps markup as text', () => {
    expect(highlight('<b>neon</b> aneon', ['neon'])).toEqual([
      { text: '<b>', match: false },
      { text: 'neon', match: true },
      { text: '</b> aneon', match: false },
    ])
  })
})

describe('a result passage', () => {
  it('is cut around the first searched word of the first text that has one', () => {
    const long = `${'lorem '.repeat(40)}the Sigur Rós line ${'ipsum '.repeat(40)}`
    const passage = snippet(['an excerpt without it', long], ['ros'])
    expect(passage).toMatch(/^…/)
    expect(passage).toContain('Sigur Rós line')
    expect(passage.length).toBeLessThanOrEqual(182)
  })

  it('never cuts an emoji in half, at either end', () => {
    for (const offset of [0, 1]) {
      const text = `${'x'.repeat(offset)}${'😀'.repeat(500)} zyxquux ${'😀'.repeat(500)}`
      for (const passage of [snippet([text], ['zyxquux']), snippet([text], ['nowhere'])]) {
        expect(passage.isWellFormed(), passage.slice(0, 20)).toBe(true)
      }
    }
  })

  it('starts and ends on whole words, where the text has spaces to cut at', () => {
    const text = `The house project of the collective, ${'a long and winding description '.repeat(6)}with machine dreams at its heart, ${'and more words after them for a while '.repeat(6)}to end.`
    const passage = snippet([text], ['machine'])
    expect(passage).toMatch(/^…[A-Za-z]+ /)
    const inner = passage.replace(/^…|…$/g, '')
    const at = text.indexOf(inner)
    expect(at).toBeGreaterThan(0)
    expect(text[at - 1]).toBe(' ')
    expect(text[at + inner.length]).toBe(' ')
    expect(passage).toContain('machine dreams')
    const start = snippet([`${'word '.repeat(60)}end`], ['nowhere'])
    expect(start).toMatch(/^word( word)* ?…$/)
    expect(start).not.toMatch(/wor…|wo…/)
  })

  it('is the start of the first text when no word is in any', () => {
    expect(snippet([null, '  short   text '], ['zzz'])).toBe('short text')
  })
})
