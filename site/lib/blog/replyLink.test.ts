import { describe, expect, it } from 'vitest'
import { replyFragment, replyTarget } from './replyLink'

describe('replyTarget', () => {
  it('reads back the comment a reply link names', () => {
    expect(replyTarget(`#${replyFragment(12)}`)).toBe(12)
  })

  it('ignores other fragments and ids no comment has', () => {
    for (const hash of ['', '#comments', '#reply-', '#reply-0', '#reply-01', '#reply-12x', '#reply--3', '#reply-99999999999', 'reply-12']) {
      expect(replyTarget(hash), hash).toBeNull()
    }
  })
})
