/** Hosts next.config.ts lets the image optimiser fetch from; other remote pictures are shown as they are. */
export const OPTIMISED_HOSTS: readonly string[] = ['i.scdn.co', 'images.unsplash.com']

/**
 * The widths the image optimiser serves (next.config.ts `images`; Next's defaults, named here so
 * the covers' srcset and the optimiser agree). It refuses any other width.
 */
export const IMAGE_WIDTHS = {
  deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
  imageSizes: [32, 48, 64, 96, 128, 256, 384],
} as const

/** The optimiser's one allowed quality (Next's default `images.qualities`). */
const QUALITY = 75

/** Whether the image optimiser may resize this picture: our own files, or a remote host the config allows. */
export function isOptimisable(src: string): boolean {
  if (src.startsWith('/') && !src.startsWith('//')) return true
  try {
    const url = new URL(src)
    return url.protocol === 'https:' && OPTIMISED_HOSTS.includes(url.hostname)
  } catch {
    return false
  }
}

/**
 * `src` and `srcSet` of a picture shown `sizes` wide, resized by Next's image optimiser (the URLs
 * next/image writes), without next/image's code in the browser. As next/image does, a `sizes` in
 * vw leaves out widths below that share of the narrowest screen. Pictures the optimiser may not
 * fetch keep their own URL.
 */
export function optimisedImage(src: string, sizes: string): { src: string; srcSet?: string } {
  if (!isOptimisable(src)) return { src }
  const shares = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((match) => Number(match[2]) / 100)
  const least = shares.length > 0 ? IMAGE_WIDTHS.deviceSizes[0] * Math.min(...shares) : 0
  const widths = [...IMAGE_WIDTHS.imageSizes, ...IMAGE_WIDTHS.deviceSizes].filter((width) => width >= least)
  const url = (width: number) => `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${QUALITY}`
  return { src: url(widths[widths.length - 1]!), srcSet: widths.map((width) => `${url(width)} ${width}w`).join(', ') }
}
