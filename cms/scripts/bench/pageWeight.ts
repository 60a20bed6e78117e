import { gzipSync } from 'node:zlib'

export type PageWeight = { htmlKb: number; firstLoadJsKb: number }

async function body(url: string | URL): Promise<Buffer> {
  return Buffer.from(await (await fetch(url)).arrayBuffer())
}

/**
 * What a signed-out visitor's first load of `url` weighs: the HTML document (uncompressed: fetch
 * undoes any content encoding) and the JavaScript of its <script src> tags, gzipped (the 200 kB
 * budget's measure).
 */
export async function pageWeight(url: string): Promise<PageWeight> {
  const html = await body(url)
  const sources = new Set([...html.toString('utf8').matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!))
  let jsBytes = 0
  for (const source of sources) jsBytes += gzipSync(await body(new URL(source, url)), { level: 9 }).length
  return { htmlKb: html.length / 1024, firstLoadJsKb: jsBytes / 1024 }
}
