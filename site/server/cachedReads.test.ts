import { describe, expect, it } from 'vitest'
import { isCachedRead } from './cachedReads'

describe('isCachedRead', () => {
  it('is a page or a public /api row read', () => {
    for (const path of ['/', '/albums', '/albums/x', '/blog/page/2', '/sitemap.xml', '/api/albums', '/api/blog/slug/x', '/search']) {
      expect(isCachedRead('GET', path), path).toBe(true)
    }
    expect(isCachedRead('HEAD', '/albums')).toBe(true)
  })

  it("is not a write, Next's files, Payload's REST and media, nor the admin", () => {
    expect(isCachedRead('POST', '/albums')).toBe(false)
    expect(isCachedRead('DELETE', '/api/albums/1')).toBe(false)
    for (const path of ['/_next/static/chunks/a.js', '/_next/image', '/cms-api/media/file/a.webp', '/cms-api/albums', '/admin', '/admin/collections/albums']) {
      expect(isCachedRead('GET', path), path).toBe(false)
    }
    // Only the folder itself, not a page whose name begins the same.
    expect(isCachedRead('GET', '/administrators')).toBe(true)
  })
})
