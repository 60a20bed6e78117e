/**
 * Draws the demo art into site/public/demo/{covers,artists,blog}/ as WebP.
 * Run: `npx tsx cms/seed/images/generate.ts`. Deterministic: the same data gives the same
 * files, which are committed.
 */
import { mkdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { artworkSvg } from './artwork'
import { DEMO_IMAGE_SERIES, PUBLIC_DIR } from './demoImages'

for (const series of DEMO_IMAGE_SERIES) {
  for (const [variant, { url, seed, width, height }] of series.entries()) {
    const file = fileURLToPath(new URL(`.${url}`, PUBLIC_DIR))
    await mkdir(path.dirname(file), { recursive: true })
    await sharp(Buffer.from(artworkSvg({ width, height, seed, variant })))
      .webp({ quality: 78, effort: 6 })
      .toFile(file)
    console.log(`${url}  ${width}x${height}  ${((await stat(file)).size / 1024).toFixed(1)} kB`)
  }
}
