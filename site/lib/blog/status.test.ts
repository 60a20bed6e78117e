import { describe, expect, it } from 'vitest'
import { postStatusTone } from './status'

describe('postStatusTone', () => {
  it('is green for published and yellow for anything else', () => {
    expect(postStatusTone('published')).toBe('success')
    expect(postStatusTone('draft')).toBe('warning')
    expect(postStatusTone('archived')).toBe('warning')
  })
})
