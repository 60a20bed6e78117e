import { describe, expect, it } from 'vitest'
import { safeLinkUrl } from './links'

describe('safeLinkUrl', () => {
  it('accepts http(s) and mailto addresses and site paths, trimmed', () => {
    expect(safeLinkUrl(' https://open.spotify.com/album/abc ')).toBe('https://open.spotify.com/album/abc')
    expect(safeLinkUrl('http://example.com')).toBe('http://example.com')
    expect(safeLinkUrl('mailto:hello@example.com')).toBe('mailto:hello@example.com')
    expect(safeLinkUrl('/albums')).toBe('/albums')
    expect(safeLinkUrl('/blog/first-post#comments')).toBe('/blog/first-post#comments')
  })

  it('refuses empty input and everything else', () => {
    for (const input of ['', '   ', 'javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', '//evil.example', '/\\evil.example', 'example.com', 'https://', 'mailto:', 'ftp://x.y', '/a b']) {
      expect(safeLinkUrl(input), input).toBeNull()
    }
  })
})
