import { gzipSync } from 'node:zlib'

export type PageWeight = { htmlKb: number; firstLoadJsKb: number }

async function body(url: string | URL): Promise<Buffer> {
  return Buffer.from(await (await fetch(url)).arrayBuffer())
}

/**
 * The scripts a browser fetches for a page: each <script src> once, without the `noModule` ones
 * (Next's polyfills, about 40 kB gzipped), which a browser that runs modules never fetches.
 */
export function fetchedScripts(html: string): string[] {
  const sources = new Set<string>()
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const source = /\ssrc="([^"]+)"/i.exec(tag)?.[1]
    if (source && !/\snomodule\b/i.test(tag)) sources.add(source)
  }
  return [...sources]
}

/**
 * What a signed-out visitor's first load of `url` weighs: the HTML document (uncompressed: fetch
 * undoes any content encoding) and the JavaScript its browser fetches (fetchedScripts), gzipped
 * (the 200 kB budget's measure).
 */
export async function pageWeight(url: string): Promise<PageWeight> {
  const html = await body(url)
  let jsBytes = 0
  for (const source of fetchedScripts(html.toString('utf8'))) jsBytes += gzipSync(await body(new URL(source, url)), { level: 9 }).length
  return { htmlKb: html.length / 1024, firstLoadJsKb: jsBytes / 1024 }
}
