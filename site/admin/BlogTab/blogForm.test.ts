import { describe, expect, it } from 'vitest'
import type { AdminPost } from '../lib/types'
import { emptyPost, isScheduledPost, postDateLine, postPayload, postTone, postValues, slugForTitle } from './blogForm'

const post: AdminPost = {
  id: 7,
  title: 'Signals',
  slug: 'signals',
  content: '<p>Hello</p>',
  excerpt: null,
  coverImageUrl: null,
  authorId: '1',
  authorName: 'Admin',
  status: 'published',
  publishedAt: '2025-03-03T00:00:00.000Z',
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-02T10:00:00.000Z',
}

describe('postPayload (SPEC §7 body)', () => {
  const values = { ...emptyPost(), title: '  Signals ', slug: ' signals ', content: '<p>x</p>', excerpt: ' ', coverImageUrl: '' }

  it('sends publishedAt only for a published post with a date', () => {
    expect(postPayload({ ...values, status: 'published', publishedAt: '2025-03-03' }).publishedAt).toBe('2025-03-03')
    expect(postPayload({ ...values, status: 'published', publishedAt: '' }).publishedAt).toBeNull()
    expect(postPayload({ ...values, status: 'draft', publishedAt: '2025-03-03' }).publishedAt).toBeNull()
    expect(postPayload({ ...values, status: 'archived', publishedAt: '2025-03-03' }).publishedAt).toBeNull()
  })

  it("keeps an edited post's exact moment while its day is unchanged, and sends a new day as a day", () => {
    const editing = { publishedAt: '2027-01-15T12:00:00.000Z' }
    const published = { ...values, status: 'published' as const }
    expect(postPayload({ ...published, publishedAt: '2027-01-15' }, editing).publishedAt).toBe('2027-01-15T12:00:00.000Z')
    expect(postPayload({ ...published, publishedAt: '2027-01-16' }, editing).publishedAt).toBe('2027-01-16')
    expect(postPayload({ ...published, publishedAt: '2027-01-15' }, { publishedAt: null }).publishedAt).toBe('2027-01-15')
    expect(postPayload({ ...published, status: 'draft', publishedAt: '2027-01-15' }, editing).publishedAt).toBeNull()
  })

  it('sends pasted content without the controls the editor shows as nothing: a word processor\'s line break becomes a space', () => {
    expect(postPayload({ ...values, content: '<p>one\u000btwo\u0007\u007f three\u0085four\tfive</p>' }).content).toBe('<p>one two three four\tfive</p>')
  })

  it('trims title and slug and sends blank optional fields as null', () => {
    expect(postPayload(values)).toEqual({
      title: 'Signals',
      slug: 'signals',
      content: '<p>x</p>',
      excerpt: null,
      coverImageUrl: null,
      status: 'draft',
      publishedAt: null,
    })
  })
})

describe('postValues (edit mode)', () => {
  it('fills the form from a post, the date as the date input wants it', () => {
    expect(postValues(post)).toEqual({
      title: 'Signals',
      slug: 'signals',
      excerpt: '',
      coverImageUrl: '',
      status: 'published',
      publishedAt: '2025-03-03',
      content: '<p>Hello</p>',
    })
    expect(postValues({ ...post, publishedAt: null }).publishedAt).toBe('')
  })
})

describe('slugForTitle (SPEC §5)', () => {
  it('follows the title while it should, else keeps the slug', () => {
    expect(slugForTitle('Hello, World!', '', true)).toBe('hello-world')
    expect(slugForTitle('Hello, World!', 'my-own', false)).toBe('my-own')
  })
})

describe('list helpers', () => {
  it('colours published green, archived red and draft yellow', () => {
    expect(postTone('published')).toBe('success')
    expect(postTone('archived')).toBe('danger')
    expect(postTone('draft')).toBe('warning')
  })

  it('shows the published date of a published post, else the created date', () => {
    expect(postDateLine(post)).toBe('Published March 3, 2025')
    expect(postDateLine({ ...post, publishedAt: null })).toBe('Created March 1, 2025')
    expect(postDateLine({ ...post, status: 'draft' })).toBe('Created March 1, 2025')
  })

  it('marks a published post whose moment is ahead as scheduled, saying when it goes live', () => {
    const at = Date.parse(post.publishedAt!)
    expect(isScheduledPost(post, at - 1)).toBe(true)
    expect(isScheduledPost(post, at)).toBe(false)
    expect(isScheduledPost({ ...post, status: 'draft' }, at - 1)).toBe(false)
    expect(postDateLine(post, at - 1)).toMatch(/^Goes live .*2025.*\d{2}:\d{2}/)
    expect(postDateLine(post, at)).toBe('Published March 3, 2025')
  })
})
