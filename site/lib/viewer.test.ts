import { describe, expect, it } from 'vitest'
import { avatarInitial } from './viewer'

describe('avatarInitial', () => {
  it.each([
    [{ firstName: 'ada', email: 'x@example.com' }, 'A'],
    [{ firstName: '  ', email: 'zed@example.com' }, 'Z'],
    [{ firstName: null, email: '' }, 'U'],
    // Whole characters, never half of one: an emoji, a family joined by ZWJ, a flag, a letter with its accent.
    [{ firstName: '😀Ann', email: 'a@example.com' }, '😀'],
    [{ firstName: '👩‍👩‍👧‍👦 family', email: 'a@example.com' }, '👩‍👩‍👧‍👦'],
    [{ firstName: '🇩🇪', email: 'a@example.com' }, '🇩🇪'],
    [{ firstName: 'e\u0301lodie', email: 'a@example.com' }, 'E\u0301'],
    [{ firstName: '𝔄da', email: 'a@example.com' }, '𝔄'],
  ])('%o → %s', (viewer, initial) => {
    expect(avatarInitial(viewer as { firstName: string | null; email: string })).toBe(initial)
  })
})
