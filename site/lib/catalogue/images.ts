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

/** The widths a picture shown `sizes` wide can use, smallest first. */
function usefulWidths(sizes: string): number[] {
  const all = [...IMAGE_WIDTHS.imageSizes, ...IMAGE_WIDTHS.deviceSizes]
  // The lengths only, without the media conditions that choose between them.
  const lengths = sizes.replace(/\([^)]*\)/g, '')
  const shares = [...lengths.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((match) => Number(match[2]) / 100)
  if (shares.length > 0) {
    // As next/image does: nothing below that share of the narrowest screen.
    const least = IMAGE_WIDTHS.deviceSizes[0] * Math.min(...shares)
    return all.filter((width) => width >= least)
  }
  // A fixed size: up to the first width that covers it on the densest screen.
  const most = Math.max(...[...lengths.matchAll(/(\d+(?:\.\d+)?)px/g)].map((match) => Number(match[1]))) * MAX_DENSITY
  const cover = all.findIndex((width) => width >= most)
  return cover === -1 ? all : all.slice(0, cover + 1)
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
