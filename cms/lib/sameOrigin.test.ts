import { describe, expect, it } from 'vitest'
import { originIsOwnHost } from './sameOrigin'

describe('originIsOwnHost', () => {
  it.each([
    [{ origin: 'http://music.example:8080', host: 'music.example:8080' }, true],
    [{ origin: 'https://music.example', host: 'internal:3000', 'x-forwarded-host': 'music.example' }, true],
    [{ origin: 'https://evil.example', host: 'music.example' }, false],
    [{ origin: 'http://music.example', host: 'music.example:8080' }, false],
    [{ origin: 'null', host: 'music.example' }, false],
    [{ origin: 'not a url', host: 'music.example' }, false],
    [{ host: 'music.example' }, false],
  ])('%j → %s', (headers, expected) => {
    expect(originIsOwnHost(new Headers(headers))).toBe(expected)
  })
})
