import { describe, expect, it } from 'vitest'
import { buildCommentTree, indentPx, mergeComments } from './commentTree'
import type { BlogComment } from '../read/types'

const comment = (id: number, parentId: number | null): BlogComment => ({
  id,
  parentId,
  blogPostId: 1,
  authorId: '1',
  content: `comment ${id}`,
  isEdited: false,
  createdAt: '2026-11-16T10:00:00.000Z',
  updatedAt: '2026-11-16T10:00:00.000Z',
  authorName: 'Kai',
  authorEmail: null,
  authorProfileImage: null,
})

describe('buildCommentTree', () => {
  it('nests replies under their parents, keeping the order of each level', () => {
    const tree = buildCommentTree([comment(1, null), comment(2, 1), comment(3, null), comment(4, 2), comment(5, 1)])
    expect(tree.map((node) => node.id)).toEqual([1, 3])
    expect(tree[0]!.replies.map((node) => node.id)).toEqual([2, 5])
    expect(tree[0]!.replies[0]!.replies.map((node) => node.id)).toEqual([4])
    expect(tree[1]!.replies).toEqual([])
  })

  it('shows a reply whose parent is gone at the top level', () => {
    expect(buildCommentTree([comment(7, 99)]).map((node) => node.id)).toEqual([7])
  })

  it('gives an empty thread for no comments', () => {
    expect(buildCommentTree([])).toEqual([])
  })
})

describe('indentPx', () => {
  it('steps 32 px per level and stops at 128 px', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(indentPx)).toEqual([0, 32, 64, 96, 128, 128, 128])
  })
})

describe('mergeComments', () => {
  const at = (id: number, minute: number, content = `comment ${id}`): BlogComment => ({
    ...comment(id, null),
    content,
    createdAt: `2026-11-16T10:${String(minute).padStart(2, '0')}:00.000Z`,
  })

  it('puts pages and a comment just posted in one list, oldest first, ties by id', () => {
    const merged = mergeComments([at(1, 0), at(2, 5)], [at(4, 7), at(3, 7)], [at(9, 1)])
    expect(merged.map((item) => item.id)).toEqual([1, 9, 2, 3, 4])
  })

  it('keeps each comment once, as the later list has it', () => {
    const merged = mergeComments([at(1, 0, 'before'), at(2, 1)], [at(1, 0, 'after an edit')])
    expect(merged.map((item) => item.content)).toEqual(['after an edit', 'comment 2'])
  })
})
