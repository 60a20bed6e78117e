import { describe, expect, it } from 'vitest'
import { originIsOwn } from './sameOrigin'

describe('originIsOwn', () => {
  const site = ['https://music.example']
  it.each([
    [{ origin: 'http://music.example:8080', host: 'music.example:8080' }, true],
    [{ origin: 'https://music.example', host: 'internal:3000', 'x-forwarded-host': 'music.example' }, true],
    // A balancer that sends its own Host (nginx's default): SITE_URL's origin is still ours.
    [{ origin: 'https://music.example', host: 'app' }, true],
    [{ origin: 'https://music.example/', host: 'app' }, true],
    [{ origin: 'http://music.example', host: 'app' }, false],
    [{ origin: 'https://music.example:8443', host: 'app' }, false],
    [{ origin: 'https://evil.example', host: 'music.example' }, false],
    [{ origin: 'https://evil.example', host: 'app', 'x-forwarded-host': 'music.example' }, false],
    [{ origin: 'http://music.example', host: 'music.example:8080' }, false],
    [{ origin: 'null', host: 'music.example' }, false],
    [{ origin: 'not a url', host: 'music.example' }, false],
    [{ host: 'music.example' }, false],
  ])('%j → %s', (headers, expected) => {
    expect(originIsOwn(new Headers(headers), site)).toBe(expected)
  })
})
