import { describe, expect, it } from 'vitest'
import type { LegacyPost } from '../source'
import type { SanitizedConfig } from 'payload'
import { legacySlugs, postPlanner } from './blogPosts'

const post = (id: number, slug: string, title = 'A title') => ({ id, slug, title }) as LegacyPost

describe('legacySlugs', () => {
  it('keeps a slug in SPEC §5 form, and never gives it to a remade one, whichever comes first', () => {
    const slugs = legacySlugs([post(1, 'Hello-World'), post(2, 'hello-world'), post(3, 'hello world')])
    expect([...slugs.values()]).toEqual(['hello-world-2', 'hello-world', 'hello-world-3'])
  })

  it('remakes a slug from the title, or names the post by its id when neither has a letter a-z or a digit', () => {
    const slugs = legacySlugs([post(4, '日本語', '日本語の記事'), post(5, 'Привет мир', 'Hello, World!'), post(6, 'post-6'), post(7, '', 'A title')])
    expect([...slugs.values()]).toEqual(['post-4', 'hello-world', 'post-6', 'a-title'])
  })

  it('shortens a remade slug to fit its suffix within 255 characters', () => {
    const long = 'x'.repeat(255)
    const slugs = legacySlugs([post(8, long), post(9, long.toUpperCase())])
    expect(slugs.get(8)).toBe(long)
    expect(slugs.get(9)).toBe(`${'x'.repeat(253)}-2`)
  })
})

describe('a damaged copy of the old database (NULL where its schema required a value)', () => {
  const unset = null as unknown as string

  it('names a post with neither slug nor title by its id', () => {
    expect(legacySlugs([post(10, unset, unset)]).get(10)).toBe('post-10')
  })

  it('skips a post without content, saying so', async () => {
    const row = { ...post(11, 'no-content'), author_id: 'u1', content: unset, status: unset } as LegacyPost
    const plan = await postPlanner(new Map([['u1', 1]]), {} as SanitizedConfig, [row])(row)
    expect(plan).toEqual({ legacyId: '11', skip: 'it has no content, which a post needs' })
  })
})
