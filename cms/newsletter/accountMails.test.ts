import { describe, expect, it } from 'vitest'
import { confirmationMail } from './accountMails'

describe('confirmationMail', () => {
  const link = 'https://example.test/newsletter/confirm?token=t'

  it('says what was asked for: every Monday album, or the albums of the artists followed, named', () => {
    expect(confirmationMail(link, { everyRelease: true, artists: [] }).text).toMatch(/^Someone, hopefully you, asked to get the Monday album from Machine Soul by e-mail/)
    expect(confirmationMail(link, { everyRelease: false, artists: ['Aurora Circuit'] }).text).toMatch(/asked to get the albums of Aurora Circuit from Machine Soul by e-mail/)
    expect(confirmationMail(link, { everyRelease: false, artists: ['A', 'B', 'C'] }).text).toMatch(/the albums of A, B and C from Machine Soul/)
  })

  it('escapes an artist name in the HTML', () => {
    const { html } = confirmationMail(link, { everyRelease: false, artists: ['<b>Bold</b>'] })
    expect(html).toContain('the albums of &lt;b&gt;Bold&lt;/b&gt; from Machine Soul')
  })
})
