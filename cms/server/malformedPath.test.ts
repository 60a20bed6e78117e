import { describe, expect, it } from 'vitest'
import { malformedPath } from './malformedPath'

describe('malformedPath', () => {
  it('accepts ordinary and percent-encoded paths, whatever the query says', () => {
    expect(malformedPath('/blog/hello-world')).toBeNull()
    expect(malformedPath('/blog/caf%C3%A9?x=%E0%A4%A')).toBeNull()
    expect(malformedPath('/')).toBeNull()
  })
  it('refuses percent-encoding that does not decode', () => {
    expect(malformedPath('/blog/%E0%A4%A')).toMatch(/percent-encoding/)
    expect(malformedPath('/api/blog/slug/%')).toMatch(/percent-encoding/)
  })
  it('refuses a NUL character in the path', () => {
    expect(malformedPath('/api/blog/slug/%00')).toMatch(/NUL/)
  })
})
