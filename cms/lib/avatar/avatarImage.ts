import sharp from 'sharp'

/** The side of an avatar copy in pixels: three times the largest avatar the site draws (40 px). */
export const AVATAR_SIDE = 128

// A photograph from a phone is about 12 million pixels; more is refused before it is decoded whole.
const MAX_INPUT_PIXELS = 40_000_000

/** Whether `bytes` begin as a PNG, JPEG, GIF, WebP or AVIF file does, whatever the sender called them. */
function isRasterImage(bytes: Buffer): boolean {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString('latin1')
  return (
    bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47])) ||
    bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])) ||
    ascii(0, 4) === 'GIF8' ||
    (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') ||
    (ascii(4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(8, 12)))
  )
}

/**
 * The avatar the site keeps of an image: a square of AVATAR_SIDE pixels, cut from its middle, as
 * WebP. Decoding and encoding anew leaves nothing of the original but its pixels (no metadata,
 * nothing appended). Null when the bytes are no raster image sharp can read.
 */
export async function avatarImage(bytes: Buffer): Promise<Buffer | null> {
  if (!isRasterImage(bytes)) return null
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(AVATAR_SIDE, AVATAR_SIDE, { fit: 'cover' })
      .webp({ quality: 80 })
      .toBuffer()
  } catch {
    return null
  }
}
