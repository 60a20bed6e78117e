import { describe, expect, it } from 'vitest'
import { webUrlSchema } from './url'

describe('webUrlSchema', () => {
  it.each(['https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy', 'http://example.com/a.jpg', '/demo/covers/a.webp', ''])(
    'accepts %s',
    (value) => expect(webUrlSchema.safeParse(value).success).toBe(true),
  )
  it.each(['javascript:alert(1)', 'data:text/html,hi', '//evil.example/x', 'not a url', 'ftp://x.example/a'])(
    'refuses %s',
    (value) => expect(webUrlSchema.safeParse(value).success).toBe(false),
  )
})
