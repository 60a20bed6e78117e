import { JSDOM } from 'jsdom'

/** The hrefs of the stylesheets an HTML document links, in order. */
export function stylesheetLinks(html: string): string[] {
  const { document } = new JSDOM(html).window
  return [...document.querySelectorAll('link[rel="stylesheet"][href]')].map((link) => link.getAttribute('href')!)
}

/**
 * The site's built stylesheet as a visitor of `url` downloads it: the CSS files the page links,
 * one after another. The phone floor is built with it, so the floor pays for the same CSS.
 */
export async function siteStylesheet(url: string): Promise<string> {
  const hrefs = stylesheetLinks(await (await fetch(url)).text())
  if (hrefs.length === 0) throw new Error(`${url} links no stylesheet`)
  const sheets = await Promise.all(hrefs.map(async (href) => (await fetch(new URL(href, url))).text()))
  return sheets.join('\n')
}
