import { describe, expect, it } from 'vitest'
import { greetingName, preview, shareText } from './text'

describe('preview', () => {
  it('keeps short text whole', () => {
    expect(preview('short', 100)).toBe('short')
  })
  it('cuts at the limit and marks the cut', () => {
    const text = 'a'.repeat(150)
    expect(preview(text, 100)).toBe(`${'a'.repeat(100)}…`)
  })
  it('counts characters, not UTF-16 units', () => {
    expect(preview('🎵🎵🎵', 2)).toBe('🎵🎵…')
  })
})

describe('greetingName', () => {
  it('prefers the first name, then the e-mail, then Music Lover', () => {
    expect(greetingName({ firstName: 'Ada', email: 'ada@x.test' })).toBe('Ada')
    expect(greetingName({ firstName: ' ', email: 'ada@x.test' })).toBe('ada@x.test')
    expect(greetingName({ firstName: null, email: null })).toBe('Music Lover')
    expect(greetingName(null)).toBe('Music Lover')
  })
})

it('shareText follows SPEC wording', () => {
  expect(shareText('Overclocked Hearts', 'Voltage Choir')).toBe('Check out Overclocked Hearts by Voltage Choir')
})
