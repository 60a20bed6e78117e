import { JSDOM } from 'jsdom'

/**
 * The text an HTML document shows without running a script: every text node outside <script>,
 * <style> and <template>, whitespace collapsed. Content streamed later in the same response (a
 * Suspense boundary's hidden block) counts: it is in the HTML the server answered.
 */
export function visibleText(html: string): string {
  const { document } = new JSDOM(html).window
  for (const element of document.querySelectorAll('script, style, template')) element.remove()
  return (document.body?.textContent ?? '').replace(/\s+/g, ' ').trim()
}

/** Which of `phrases` the HTML's visible text lacks. */
export const missingFrom = (html: string, phrases: string[]): string[] => {
  const text = visibleText(html)
  return phrases.filter((phrase) => !text.includes(phrase))
}
