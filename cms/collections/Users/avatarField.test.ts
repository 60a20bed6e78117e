import type { FieldHook } from 'payload'
import { describe, expect, it } from 'vitest'
import { siteImageOnly } from './avatarField'

const read = (value: unknown) => siteImageOnly({ value } as Parameters<FieldHook>[0])

describe("a user's avatar as every reader gets it", () => {
  it('is none for an outside address stored before avatars were copied, or written by a script', () => {
    for (const value of ['https://tracker.example/pixel.png?u=1', 'http://example.com/a.png', '//evil.example/x.png', '/api/logout']) {
      expect(read(value), value).toBeNull()
    }
  })

  it("is the value itself for the site's own images and for none", () => {
    for (const value of ['/cms-api/avatars/file/0a1b.webp', '/demo/artists/aurora-circuit.webp', '/cms-api/media/file/me.png', null, undefined]) {
      expect(read(value), String(value)).toBe(value)
    }
  })
})
