import type { CollectionBeforeValidateHook } from 'payload'
import { describe, expect, it } from 'vitest'
import { characterCount } from '@cms/lib/characterCount'
import { deriveTitle } from './deriveTitle'

const titleOf = (lyrics: string) => {
  const args = { data: { lyrics }, operation: 'create' } as unknown as Parameters<CollectionBeforeValidateHook>[0]
  return (deriveTitle(args) as { title?: string }).title
}

describe('the title a submission is given from its lyrics', () => {
  it('is the first eight words of its first line', () => {
    expect(titleOf('\n  Neon rivers hum below the sleeping city tonight, my love.\nSecond line')).toBe('Neon rivers hum below the sleeping city tonight,…')
    expect(titleOf('Short first line!\nmore')).toBe('Short first line')
  })

  it('skips lines of punctuation alone, and names lyrics with nothing else "Untitled lyrics"', () => {
    expect(titleOf('...\n---\nVerse one: the city sleeps')).toBe('Verse one: the city sleeps')
    expect(titleOf('.'.repeat(60))).toBe('Untitled lyrics')
  })

  it('is cut at 255 characters without splitting an emoji', () => {
    const title = titleOf('🎵'.repeat(300))!
    expect(characterCount(title)).toBe(255)
    expect(title).toBe('🎵'.repeat(255))
    expect(title.isWellFormed()).toBe(true)
  })
})
