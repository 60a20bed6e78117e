import { describe, expect, it } from 'vitest'
import { Client } from '@cms/testing/client'

// Critical-CH on a public page makes Chrome fetch a visit's first page twice (site/next.config.ts).
describe('the colour-scheme client hint', () => {
  it.each(['/', '/albums', '/blog', '/no-such-page'])('is not asked for by %s', async (path) => {
    const response = await new Client().get(path)
    expect(response.headers.get('critical-ch')).toBeNull()
    expect(response.headers.get('accept-ch')).toBeNull()
  })

  it('is asked for by the admin, whose theme follows it', async () => {
    const response = await new Client().get('/admin/login')
    expect(response.headers.get('accept-ch')).toBe('Sec-CH-Prefers-Color-Scheme')
    expect(response.headers.get('critical-ch')).toBe('Sec-CH-Prefers-Color-Scheme')
  })
})
