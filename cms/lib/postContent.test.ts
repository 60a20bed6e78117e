import type { SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { lexicalToHtml } from './lexicalHtml'
import { postContent } from './postContent'

// Importing the config builds it without opening the database.
let config: SanitizedConfig
beforeAll(async () => {
  config = await (await import('@cms/payload.config')).default
})

const asHtml = async (content: string) => lexicalToHtml(await postContent(content, config))

describe('a post’s content as rich text', () => {
  it('keeps the paragraphs and line breaks of plain text, and its angle brackets as text', async () => {
    expect(await asHtml('First line\nsecond line\r\n\r\nA <angle> & more')).toBe('<p>First line<br />second line</p><p>A &lt;angle&gt; &amp; more</p>')
  })

  it('sanitises HTML to SPEC §5 before converting it', async () => {
    const html = await asHtml('<h2>Hi</h2><p>x<script>alert(1)</script><img src=x onerror=alert(2)> <a href="javascript:alert(3)">bad</a></p>')
    expect(html).toBe('<h2>Hi</h2><p>x bad</p>')
  })
})
