import { describe, expect, it } from 'vitest'
import { missingFrom, visibleText } from './visibleText'

describe('visibleText', () => {
  it('reads the text React splits with comments as one phrase', () => {
    expect(visibleText('<h1>Welcome back, <!-- -->Ada<!-- -->!</h1>')).toBe('Welcome back, Ada!')
  })

  it('leaves out what only a script carries, such as the RSC payload', () => {
    const html = '<body><h1>Welcome back, Music Lover!</h1><script>self.__next_f.push([1,"Welcome back, Ada!"])</script></body>'
    expect(visibleText(html)).toBe('Welcome back, Music Lover!')
  })

  it('counts a streamed block the server sent hidden, to be swapped in', () => {
    expect(visibleText('<body><p>Loading</p><div hidden id="S:0"><p>Your Submissions</p></div></body>')).toContain('Your Submissions')
  })
})

describe('missingFrom', () => {
  it('lists the phrases the page does not show', () => {
    const html = '<body><h1>Welcome back, Music Lover!</h1><p>Bench ambient lyrics</p></body>'
    expect(missingFrom(html, ['Welcome back, Ada!', 'Bench ambient lyrics'])).toEqual(['Welcome back, Ada!'])
  })
})
