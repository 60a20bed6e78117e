import { describe, expect, it } from 'vitest'
import type { LegacyComment } from '../source'
import { parentsFirst } from './comments'

const comment = (id: number, parent_id: number | null): LegacyComment => ({
  id,
  parent_id,
  blog_post_id: 1,
  author_id: 'u',
  content: `comment ${id}`,
  is_edited: false,
  created_at: null,
  updated_at: null,
})

describe('parentsFirst', () => {
  it('puts every parent before its replies, however deep, and keeps id order within a level', () => {
    const ordered = parentsFirst([comment(5, 4), comment(4, 2), comment(3, null), comment(2, 1), comment(1, null)])
    expect(ordered.map((each) => each.id)).toEqual([1, 3, 2, 4, 5])
  })

  it('treats a reply to a missing comment as top-level and breaks a cycle of parents', () => {
    const ordered = parentsFirst([comment(3, 99), comment(1, 2), comment(2, 1)])
    // 1 and 2 answer each other: the cycle closes at 2, which comes first as if top-level.
    expect(ordered.map((each) => each.id)).toEqual([2, 3, 1])
  })
})
