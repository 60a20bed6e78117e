import type { Locator } from '@playwright/test'

/**
 * What inside the element sticks out of it sideways, or holds text wider than itself (a button's
 * unwrapped words): each as its tag and text, to read in a failure. Screen-reader-only text, clipped
 * to a pixel on purpose, is left out, and so is a form field's own value: a field scrolls a long
 * address within itself (whether a generated one fits on a phone was down to its random letters).
 */
export function overflowingIn(box: Locator): Promise<string[]> {
  return box.evaluate((outer) => {
    const edges = outer.getBoundingClientRect()
    const visible = (element: Element) => element.getBoundingClientRect().width > 1 && getComputedStyle(element).clip === 'auto'
    return Array.from(outer.querySelectorAll('*'))
      .filter(visible)
      .filter((element) => {
        const { left, right } = element.getBoundingClientRect()
        const scrollsItsValue = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
        return left < edges.left - 0.5 || right > edges.right + 0.5 || (!scrollsItsValue && element.scrollWidth > element.clientWidth + 1)
      })
      .map((element) => `<${element.tagName.toLowerCase()}> ${(element.textContent ?? '').trim().slice(0, 60)}`)
  })
}
