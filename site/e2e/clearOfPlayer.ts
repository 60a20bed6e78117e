import { expect, type Locator, type Page } from '@playwright/test'

/**
 * The element rests above the player's sticky bar, where a visitor sees it and a tap lands on it
 * (axe's target-size check fails a control under the bar).
 */
export async function expectClearOfPlayer(page: Page, element: Locator): Promise<void> {
  const box = await element.boundingBox()
  const player = await page.getByRole('region', { name: 'Music player' }).boundingBox()
  expect(box!.y + box!.height).toBeLessThanOrEqual(player!.y)
}
