/** Hosts next.config.ts lets the image optimiser fetch from; other remote pictures are shown as they are. */
export const OPTIMISED_HOSTS: readonly string[] = ['i.scdn.co', 'images.unsplash.com']

/**
 * The widths the image optimiser serves (next.config.ts `images`, named here so the covers' srcset
 * and the optimiser agree); it refuses any other width. Fewer than Next's defaults: every width is
 * a srcset entry in every cached page, and no picture here is shown wider than a 1920px screen.
 */
export const IMAGE_WIDTHS = {
  deviceSizes: [640, 828, 1080, 1200, 1920],
  imageSizes: [64, 96, 128, 256, 384],
} as const

/** The densest screen a srcset serves: a picture shown at a fixed size needs no more pixels than this. */
const MAX_DENSITY = 3

/** The optimiser's one allowed quality (Next's default `images.qualities`). */
const QUALITY = 75

/**
 * Where our own pictures live (the image fields' paths, cms/schemas/url.ts): next.config.ts lets
 * the optimiser fetch only these from the site, so `/_next/image?url=/api/logout` is a 400, not a
 * page or route fetched and then failed on with a 500.
 */
export const OPTIMISED_PATHS: readonly string[] = ['/demo/', '/defaults/', '/cms-api/media/file/']

/** Whether the image optimiser may resize this picture: our own files, or a remote host the config allows. */
export function isOptimisable(src: string): boolean {
  if (src.startsWith('/')) return OPTIMISED_PATHS.some((path) => src.startsWith(path))
  try {
    const url = new URL(src)
    return url.protocol === 'https:' && OPTIMISED_HOSTS.includes(url.hostname)
  } catch {
    return false
  }
}

/** The narrowest screen a page is laid out for: a hint's last length applies from here up. */
const NARROWEST_SCREEN = 320

/**
 * How wide one entry of a `sizes` hint is at the narrowest screen it applies to: its
 * `(min-width: …)` or the narrowest screen. Lengths are px, vw or calc(vw ± px), as the covers'
 * hints are written (site/styles/coverSizes.ts); null for anything else.
 */
function narrowestLength(entry: string): { px: number; scales: boolean } | null {
  const [, minWidth, length = ''] = /^(?:\(min-width:\s*(\d+)px\)\s*)?(.*)$/.exec(entry.trim())!
  const screen = minWidth ? Number(minWidth) : NARROWEST_SCREEN
  const fixed = /^(\d+(?:\.\d+)?)px$/.exec(length)
  if (fixed) return { px: Number(fixed[1]), scales: false }
  const share = /^(?:calc\()?(\d+(?:\.\d+)?)vw(?:\s*([+-])\s*(\d+(?:\.\d+)?)px\))?$/.exec(length)
  if (!share) return null
  const offset = share[3] ? Number(share[3]) * (share[2] === '-' ? -1 : 1) : 0
  return { px: (Number(share[1]) / 100) * screen + offset, scales: true }
}

/** The widths a picture shown `sizes` wide can use, smallest first. */
function usefulWidths(sizes: string): number[] {
  const all = [...IMAGE_WIDTHS.imageSizes, ...IMAGE_WIDTHS.deviceSizes]
  const lengths = sizes.split(',').map(narrowestLength)
  if (lengths.includes(null)) return all
  const known = lengths.filter((length) => length !== null)
  // From the first width that covers the frame at its narrowest, on a screen of density 1…
  const smallest = Math.min(...known.map((length) => length.px))
  const narrowest = all.findIndex((width) => width >= smallest)
  const least = narrowest === -1 ? all.length - 1 : narrowest
  // …to the widest there is for a frame that grows with the screen, or that covers a fixed size on the densest screen.
  const most = known.some((length) => length.scales) ? Infinity : Math.max(...known.map((length) => length.px)) * MAX_DENSITY
  const cover = all.findIndex((width) => width >= most)
  return all.slice(least, cover === -1 ? all.length : cover + 1)
}

/**
 * `src` and `srcSet` of a picture shown `sizes` wide, resized by Next's image optimiser (the URLs
 * next/image writes), without next/image's code in the browser. Pictures the optimiser may not
 * fetch keep their own URL.
 */
export function optimisedImage(src: string, sizes: string): { src: string; srcSet?: string } {
  if (!isOptimisable(src)) return { src }
  const widths = usefulWidths(sizes)
  const url = (width: number) => `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${QUALITY}`
  return { src: url(widths[widths.length - 1]!), srcSet: widths.map((width) => `${url(width)} ${width}w`).join(', ') }
}
