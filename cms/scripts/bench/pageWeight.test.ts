import { describe, expect, it } from 'vitest'
import { fetchedScripts } from './pageWeight'

describe('fetchedScripts', () => {
  it('lists each script a browser fetches once, in order, and not the noModule ones', () => {
    const html = [
      '<link rel="preload" as="script" href="/a.js"/>',
      '<script src="/a.js" async=""></script>',
      '<script src="/polyfills.js" noModule=""></script>',
      '<script>self.__next_f.push([1,"<script src=\\"/x.js\\">"])</script>',
      '<script src="/b.js" id="_R_" async=""></script>',
      '<script src="/a.js" async=""></script>',
      '<script nomodule src="/legacy.js"></script>',
    ].join('')
    expect(fetchedScripts(html)).toEqual(['/a.js', '/b.js'])
  })
})
