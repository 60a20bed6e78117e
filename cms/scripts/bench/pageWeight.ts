import { gzipSync } from 'node:zlib'
import { loaderSources } from '../../server/scriptsAfterPaint'

export type PageWeight = { htmlKb: number; firstLoadJsKb: number }

async function body(url: string | URL): Promise<Buffer> {
  return Buffer.from(await (await fetch(url)).arrayBuffer())
}

/**
 * What a signed-out visitor's first load of `url` weighs: the HTML document (uncompressed: fetch
 * undoes any content encoding) and the JavaScript of its <script src> tags and of the scripts its
 * loader adds after the first paint (cms/server/scriptsAfterPaint.ts), gzipped (the 200 kB budget's measure).
 */
export async function pageWeight(url: string): Promise<PageWeight> {
  const html = await body(url)
  const text = html.toString('utf8')
  const sources = new Set([...[...text.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!), ...loaderSources(text)])
  let jsBytes = 0
  for (const source of sources) jsBytes += gzipSync(await body(new URL(source, url)), { level: 9 }).length
  return { htmlKb: html.length / 1024, firstLoadJsKb: jsBytes / 1024 }
}
