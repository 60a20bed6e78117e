import { describe, expect, it } from 'vitest'
import { imageUrlSchema, webUrlSchema } from './url'

describe('webUrlSchema', () => {
  it.each(['https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy', 'http://example.com/a.jpg', '/demo/covers/a.webp', ''])(
    'accepts %s',
    (value) => expect(webUrlSchema.safeParse(value).success).toBe(true),
  )
  // The last three are paths to a glance, another host to a browser.
  it.each(['javascript:alert(1)', 'data:text/html,hi', '//evil.example/x', 'not a url', 'ftp://x.example/a', '/\\evil.example', '/\t/evil.example', '/..//evil.example'])(
    'refuses %j',
    (value) => expect(webUrlSchema.safeParse(value).success).toBe(false),
  )
})

describe('imageUrlSchema', () => {
  it.each([
    'https://i.scdn.co/image/ab67616d0000b273',
    '/demo/covers/neon-dreams.webp',
    '/defaults/album-cover.webp',
    '/cms-api/media/file/cover%20art.png',
    '/cms-api/avatars/file/0a1b2c3d.webp',
    // This site's own image, as a whole URL on a site served over http.
    'http://localhost:3000/cms-api/media/file/cover.png',
    '',
  ])('accepts %s', (value) => expect(imageUrlSchema.safeParse(value).success).toBe(true))

  it.each([
    '/api/logout',
    '/api/logout?x=.png',
    '/demo/../api/logout',
    '/demo/%2e%2e/api/logout',
    '/demo/%2E%2E/api/logout',
    '/demo/./x.png',
    '/cms-api/media/file/../../users/me',
    '/cms-api/avatars/file/../../users/me',
    '/cms-api/users/me',
    '/about',
    '//evil.example/x.png',
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    // The pages' Content-Security-Policy loads no image over plain http: it would show blank.
    'http://example.com/a.jpg',
    'http://localhost:3000/api/logout',
  ])('refuses %s', (value) => expect(imageUrlSchema.safeParse(value).success).toBe(false))
})
