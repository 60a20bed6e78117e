import { expect, test, type Page } from '@playwright/test'
import { visit } from './fixtures'

/** A cover whose picture is more than the frame needs, or less. */
type Misfit = { alt: string; frame: number; needs: number; hinted: number; gets: number }

/**
 * Each cover's `sizes` hint read as a browser reads it (the first entry whose media query
 * matches; its length measured on a probe), beside the frame the cover is really laid out in:
 * the picture the hint picks from the srcset must be the smallest that fills the frame on this
 * screen. A lazy cover's hint starts with 'auto' (the browser then sizes it by its frame), and
 * what follows is what browsers without 'auto' read, so that is checked too.
 */
async function misfits(page: Page): Promise<Misfit[]> {
  return page.evaluate(() => {
    const probe = document.body.appendChild(document.createElement('div'))
    probe.style.cssText = 'position: absolute; visibility: hidden; height: 0'
    const lengthOf = (css: string) => {
      probe.style.width = css
      return probe.getBoundingClientRect().width
    }
    const hinted = (sizes: string) => {
      for (const entry of sizes.split(',').map((part) => part.trim())) {
        const [, media, length] = /^(\([^)]*\))?\s*(.*)$/.exec(entry)!
        if (length === 'auto') continue
        if (!media || matchMedia(media).matches) return lengthOf(length!)
      }
      return NaN
    }
    const widths = (image: HTMLImageElement) => image.srcset.split(', ').map((entry) => Number(entry.split(' ')[1]!.slice(0, -1)))
    const fits = (candidates: number[], px: number) => candidates.find((width) => width >= px * devicePixelRatio) ?? Math.max(...candidates)
    const found: Misfit[] = []
    for (const image of document.querySelectorAll<HTMLImageElement>('img[srcset]')) {
      const frame = image.getBoundingClientRect().width
      const hint = hinted(image.sizes)
      const candidates = widths(image)
      const misfit = { alt: image.alt, frame: Math.round(frame), needs: fits(candidates, frame), hinted: Math.round(hint), gets: fits(candidates, hint) }
      const lazyWithoutAuto = image.loading === 'lazy' && !image.sizes.startsWith('auto,')
      if (misfit.gets !== misfit.needs || lazyWithoutAuto) found.push(misfit)
    }
    probe.remove()
    return found
  })
}

const PAGES = ['/', '/albums', '/albums/overclocked-hearts', '/artists', '/blog', '/blog/how-we-make-an-album-in-seven-days']

/** Every page of PAGES on this page's screen, `screen` naming it in the steps. */
async function expectCoversFit(page: Page, screen = '') {
  for (const path of PAGES) {
    await test.step(`${screen}${path}`, async () => {
      await visit(page, path)
      expect(await misfits(page)).toEqual([])
    })
  }
}

test('every cover is fetched at the size its frame needs on this screen, no larger', async ({ page }) => {
  await expectCoversFit(page)
})

// From the narrowest phone through each column count of the grids to past the widest content.
const SCREENS = [
  { width: 360, density: 3 },
  { width: 540, density: 2 },
  { width: 600, density: 2 },
  { width: 800, density: 2 },
  { width: 900, density: 1 },
  { width: 1024, density: 2 },
  { width: 1100, density: 1 },
  { width: 1200, density: 1.5 },
  { width: 1263, density: 1 },
  { width: 1600, density: 2 },
]

// The phone project takes the screens below tablet width, the desktop project the rest.
test('every cover is hinted at its frame\'s size across screen widths and densities', async ({ browser }, testInfo) => {
  test.setTimeout(120_000)
  const phone = testInfo.project.use.isMobile === true
  for (const { width, density } of SCREENS.filter((screen) => screen.width < 768 === phone)) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: density, isMobile: phone, hasTouch: phone, baseURL: testInfo.project.use.baseURL })
    await expectCoversFit(await context.newPage(), `${width} px at ${density}×: `)
    await context.close()
  }
})
