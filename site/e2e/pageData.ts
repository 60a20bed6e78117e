import { expect, type BrowserContext, type Page } from '@playwright/test'

/** The page's JSON-LD documents, parsed (a parse error fails the test: the JSON must be valid). */
export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>)
}

/** The items of the page's JSON-LD ItemList. */
export async function jsonLdItems(page: Page): Promise<Record<string, unknown>[]> {
  const [list] = await jsonLd(page)
  expect(list).toMatchObject({ '@context': 'https://schema.org', '@type': 'ItemList' })
  return (list!.itemListElement as { item: Record<string, unknown> }[]).map(({ item }) => item)
}

/** Asserts the OpenGraph and Twitter tags a shared link previews with (an absolute og:image included); returns og:image. */
export async function expectShareTags(page: Page, title: string | RegExp) {
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title)
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /.{20,}/)
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /summary/)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/)
  const image = page.locator('meta[property="og:image"]')
  await expect(image.first()).toHaveAttribute('content', /^https?:\/\//)
  return image.first().getAttribute('content')
}

/** A browser without a share sheet whose clipboard the test may read: the copy fallback is used. */
export async function withoutShareSheet(context: BrowserContext, origin: string) {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin })
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true })
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true })
  })
}

export const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText())
