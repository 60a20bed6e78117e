import { describe, expect, it } from 'vitest'
import { stylesheetLinks } from './siteStylesheet'

describe('stylesheetLinks', () => {
  it('lists the linked stylesheets in order, and nothing else the head links', () => {
    const html =
      '<!DOCTYPE html><html><head><link rel="preload" href="/font.woff2" as="font">' +
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next">' +
      '<link rel="icon" href="/icon.svg"><link rel="stylesheet" href="/_next/static/chunks/b.css"></head><body></body></html>'
    expect(stylesheetLinks(html)).toEqual(['/_next/static/chunks/a.css', '/_next/static/chunks/b.css'])
  })

  it('finds none in a page without styles', () => {
    expect(stylesheetLinks('<p>bare</p>')).toEqual([])
  })
})
