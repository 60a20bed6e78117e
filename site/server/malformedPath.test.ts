import { describe, expect, it } from 'vitest'
import { malformedPath } from './malformedPath'

describe('malformedPath', () => {
  it('accepts ordinary and percent-encoded paths, whatever else the query says', () => {
    expect(malformedPath('/blog/hello-world')).toBeNull()
    expect(malformedPath('/blog/caf%C3%A9?x=%E0%A4%A')).toBeNull()
    expect(malformedPath('/albums?q=a+b&page=2&empty=&=x')).toBeNull()
    expect(malformedPath('/')).toBeNull()
  })
  it('refuses percent-encoding that does not decode', () => {
    expect(malformedPath('/blog/%E0%A4%A')).toMatch(/percent-encoding/)
    expect(malformedPath('/api/blog/slug/%')).toMatch(/percent-encoding/)
  })
  it('refuses a NUL character in the path or in any name or value of the query', () => {
    expect(malformedPath('/api/blog/slug/%00')).toMatch(/NUL/)
    expect(malformedPath('/cms-api/payload-jobs/run?queue=%00')).toMatch(/NUL/)
    expect(malformedPath('/albums?x=%E0%A4%A&q%00=1')).toMatch(/NUL/)
  })
  it('refuses a target that is not a path: the asterisk, a whole URL', () => {
    expect(malformedPath('*')).toMatch(/only a path/)
    expect(malformedPath('http://evil.test/')).toMatch(/only a path/)
    expect(malformedPath('http://127.0.0.1:3299/api/albums')).toMatch(/only a path/)
  })
})
