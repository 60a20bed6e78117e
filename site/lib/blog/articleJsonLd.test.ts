import { describe, expect, it } from 'vitest'
import { serializeJsonLd } from '../jsonLd'
import { articleJsonLd } from './articleJsonLd'

describe('articleJsonLd', () => {
  it('describes the article with absolute image and url', () => {
    expect(
      articleJsonLd(
        { title: 'T', slug: 't', excerpt: 'E', coverImageUrl: '/demo/blog/t.webp', publishedAt: '2026-11-16T10:00:00.000Z', authorName: 'Nova' },
        'https://ms.test',
      ),
    ).toMatchObject({
      '@type': 'Article',
      headline: 'T',
      description: 'E',
      datePublished: '2026-11-16T10:00:00.000Z',
      author: { name: 'Nova' },
      image: 'https://ms.test/demo/blog/t.webp',
      url: 'https://ms.test/blog/t',
    })
  })

  it('falls back to the default cover and the collective, and escapes < when serialised', () => {
    const node = articleJsonLd({ title: '</script>', slug: 'x' }, 'https://ms.test')
    expect(node.image).toBe('https://ms.test/defaults/album-cover.webp')
    expect(serializeJsonLd(node)).not.toContain('<')
  })
})
