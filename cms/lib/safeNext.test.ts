import { describe, expect, it } from 'vitest'
import { safeNext } from './safeNext'

describe('safeNext', () => {
  it('keeps a path on this site', () => {
    expect(safeNext('/submit')).toBe('/submit')
    expect(safeNext('/blog/hello?x=1#c')).toBe('/blog/hello?x=1#c')
  })
  it('refuses other origins and odd values', () => {
    for (const next of ['https://evil.example', '//evil.example', '/\\evil.example', 'submit', '', null, undefined]) {
      expect(safeNext(next)).toBe('/')
    }
  })
  // Browsers drop tabs and line breaks from a URL before reading it: '/\t/evil.example' is '//evil.example'.
  it('refuses another origin hidden by characters a browser drops', () => {
    for (const next of ['/\t/evil.example/phish', '/\n/evil.example', '/\r/evil.example', '/\t\\evil.example', ' //evil.example']) {
      expect(safeNext(next)).toBe('/')
    }
  })
  // Resolving dot segments can leave a path that starts with '//', another origin to a browser.
  it('refuses a path that resolves to start with two slashes', () => {
    for (const next of ['/..//evil.example', '/.//evil.example', '/%2e%2e//evil.example', '/a/../..//evil.example', '/./\\evil.example']) {
      expect(safeNext(next)).toBe('/')
    }
    expect(safeNext('/albums/../submit')).toBe('/submit')
  })
  it('uses the fallback it is given', () => {
    expect(safeNext('http://x', '/albums')).toBe('/albums')
  })
})
