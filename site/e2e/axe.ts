import { createRequire } from 'node:module'
import { expect, type Page } from '@playwright/test'

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

type AxeViolation = { id: string; help: string; nodes: { target: string[] }[] }

/**
 * Runs axe-core (WCAG 2 A and AA rules, with 2.2's target size as Lighthouse runs it, its best
 * practices, and its still experimental check that a control's name holds its visible text, WCAG
 * 2.5.3) in the page and fails on any violation, naming them.
 */
export async function expectAxeClean(page: Page) {
  await page.addScriptTag({ path: axeSource })
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      rules: { 'label-content-name-mismatch': { enabled: true } },
    })
    return result.violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target.join(' ')) }))
  })
  expect(violations).toEqual([])
}
