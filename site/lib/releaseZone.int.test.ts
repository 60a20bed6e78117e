import { describe, expect, it } from 'vitest'
import { admin, Client } from '@cms/testing/client'
import { RELEASE_ZONE_META } from './releaseZone'

// The test server runs with the default RELEASE_TIMEZONE.
const ZONE_META = `<meta name="${RELEASE_ZONE_META}" content="UTC"/>`

describe("the collective's time zone, told to the browser", () => {
  it('is in the head of the public pages, cached ones included, for browser code to show dates in it', async () => {
    for (const path of ['/', '/albums', '/blog', '/bench-no-such-page']) {
      const html = await (await new Client().get(path)).text()
      expect(html.slice(0, html.indexOf('</head>')), path).toContain(ZONE_META)
    }
  })

  it("is in the admin panel's head too", async () => {
    const html = await (await (await admin()).get('/admin')).text()
    expect(html.slice(0, html.indexOf('</head>'))).toContain(ZONE_META)
  })
})
