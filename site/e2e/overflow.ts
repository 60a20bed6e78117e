import type { Locator } from '@playwright/test'

/**
 * What inside the element sticks out of it sideways, or holds text wider than itself (a button's
 * unwrapped words): each as its tag and text, to read in a failure. Screen-reader-only text, clipped
 * to a pixel on purpose, is left out.
 */
export function overflowingIn(box: Locator): Promise<string[]> {
  return box.evaluate((outer) => {
    const edges = outer.getBoundingClientRect()
    const visible = (element: Element) => element.getBoundingClientRect().width > 1 && getComputedStyle(element).clip === 'auto'
    return Array.from(outer.querySelectorAll('*'))
      .filter(visible)
      .filter((element) => {
        const { left, right } = element.getBoundingClientRect()
        return left < edges.left - 0.5 || right > edges.right + 0.5 || element.scrollWidth > element.clientWidth + 1
      })
      .map((element) => `<${element.tagName.toLowerCase()}> ${(element.textContent ?? '').trim().slice(0, 60)}`)
  })
}
