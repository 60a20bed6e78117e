import { describe, expect, it } from 'vitest'
import { holdScriptsUntilPaint, loaderSources } from './scriptsAfterPaint'

const chunk = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`
const preload = '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>'
const head = `<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/_next/static/chunks/a.css"/>${preload}${chunk('framework')}${chunk('main')}<script src="/_next/static/chunks/polyfill.js" noModule=""></script></head>`
const content = '<body><main><h1>Albums</h1></main><script id="_R_">self.start()</script>'
const page = `${head}${content}${chunk('page')}<script>self.__next_f.push([1,"x"])</script></body></html>`

/** The page as holdScriptsUntilPaint writes it, null while it waits. */
const changed = holdScriptsUntilPaint

/** The sources the loader is given, in order. */
const loaded = loaderSources

describe('holdScriptsUntilPaint', () => {
  it('takes every chunk script and its early fetch out and hands them, in order, to one loader after the page content', () => {
    const text = changed(page)!
    expect(text).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/)
    expect(text).not.toContain(preload)
    expect(loaded(text)).toEqual(['/_next/static/chunks/framework.js', '/_next/static/chunks/main.js', '/_next/static/chunks/page.js'])
    // The loader comes where the starting script was: after the content, before the flight data.
    expect(text.indexOf('<h1>Albums</h1>')).toBeLessThan(text.indexOf('PerformanceObserver'))
    expect(text.indexOf('PerformanceObserver')).toBeLessThan(text.indexOf('self.__next_f'))
    expect(text.split('PerformanceObserver')).toHaveLength(2)
  })

  it('keeps the stylesheets, the polyfill and everything after the starting script as they were', () => {
    const text = changed(page)!
    expect(text).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"/>')
    expect(text).toContain('<script src="/_next/static/chunks/polyfill.js" noModule=""></script>')
    expect(text.endsWith('</script><script>self.__next_f.push([1,"x"])</script></body></html>')).toBe(true)
  })

  it('waits while the beginning does not reach the starting script', () => {
    expect(changed(head.slice(0, -10))).toBeNull()
    expect(changed(head + content)).toBeNull()
    expect(changed(head + content + chunk('page').slice(0, 20))).toBeNull()
  })

  it('leaves scripts written after the starting one alone', () => {
    const later = `${page}${chunk('late')}`
    const text = changed(later)!
    expect(text.endsWith(`${chunk('late')}`)).toBe(true)
    expect(loaded(text)).not.toContain('/_next/static/chunks/late.js')
  })

  it('keeps the characters of the page whole, and writes the sources as JSON', () => {
    const accented = page.replace('Albums', 'Albüms — ♫')
    expect(changed(accented)).toContain('<h1>Albüms — ♫</h1>')
    const odd = accented.replace('chunks/main.js', 'chunks/m\\a_in-1.js')
    expect(loaded(changed(odd)!)).toContain('/_next/static/chunks/m\\a_in-1.js')
  })
})
