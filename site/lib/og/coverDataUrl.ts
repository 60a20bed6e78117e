import 'server-only'
import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { absoluteUrl } from '../jsonLd'

/** Site files (/demo, /defaults) are read from disk; anything else is fetched, briefly. */
const PUBLIC_DIR = path.join(process.cwd(), 'site/public')
const FETCH_TIMEOUT_MS = 3000

async function coverBytes(src: string, origin: string): Promise<Buffer> {
  if (src.startsWith('/') && !src.startsWith('//')) {
    const file = path.resolve(PUBLIC_DIR, `.${decodeURIComponent(src.split('?')[0]!)}`)
    if (file.startsWith(`${PUBLIC_DIR}${path.sep}`)) {
      const bytes = await fs.readFile(file).catch(() => null)
      if (bytes) return bytes
    }
  }
  const response = await fetch(absoluteUrl(src, origin), { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
  if (!response.ok) throw new Error(`${src} answered ${response.status}`)
  return Buffer.from(await response.arrayBuffer())
}

/**
 * A cover as a square PNG data URL for an ImageResponse (which reads neither WebP nor remote
 * files of its own accord); null when it cannot be read, and the image goes without it.
 */
export async function coverDataUrl(src: string, origin: string, size: number): Promise<string | null> {
  try {
    const png = await sharp(await coverBytes(src, origin)).resize(size, size, { fit: 'cover' }).png().toBuffer()
    return `data:image/png;base64,${png.toString('base64')}`
  } catch (error) {
    console.warn('Share image: the cover could not be read', src, error instanceof Error ? error.message : error)
    return null
  }
}
