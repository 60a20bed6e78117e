/**
 * Draws the site's fallback pictures into site/public/defaults/ as WebP: the cover of an album
 * without one and the picture of an artist without one (SPEC §3). Same art as the demo content,
 * from fixed seeds. Run: `npx tsx cms/seed/images/defaults.ts`; the files are committed.
 */
import { mkdir, stat } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { artworkSvg } from './artwork'
import { PUBLIC_DIR } from './demoImages'

const DEFAULTS = [
  { url: '/defaults/album-cover.webp', seed: 'Machine Soul default cover', variant: 3, size: 800 },
  { url: '/defaults/artist.webp', seed: 'Machine Soul default artist', variant: 4, size: 400 },
]

await mkdir(fileURLToPath(new URL('./defaults/', PUBLIC_DIR)), { recursive: true })
for (const { url, seed, variant, size } of DEFAULTS) {
  const file = fileURLToPath(new URL(`.${url}`, PUBLIC_DIR))
  await sharp(Buffer.from(artworkSvg({ width: size, height: size, seed, variant })))
    .webp({ quality: 78, effort: 6 })
    .toFile(file)
  console.log(`${url}  ${size}x${size}  ${((await stat(file)).size / 1024).toFixed(1)} kB`)
}
