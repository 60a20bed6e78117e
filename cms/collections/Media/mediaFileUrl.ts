import { siteUrl } from '../../lib/siteUrl'

/** Where Payload serves an uploaded file (routes.api + the collection's file route). */
export const MEDIA_FILE_PATH = '/cms-api/media/file/'

/**
 * The name of the uploaded file an image address loads, or null when it loads none of ours: a
 * path of this site (`/cms-api/media/file/cover%20art.png`) or the same on the site's own origin
 * (the `url` Payload gives a media document). Another host's address loads another file, even
 * under the same path.
 */
export function mediaFilenameIn(address: string | null | undefined, site: string = siteUrl()): string | null {
  if (!address) return null
  try {
    const url = new URL(address, site)
    if (url.origin !== new URL(site).origin) return null
    if (!url.pathname.startsWith(MEDIA_FILE_PATH)) return null
    const name = url.pathname.slice(MEDIA_FILE_PATH.length)
    return name === '' || name.includes('/') ? null : decodeURIComponent(name)
  } catch {
    // Not an address, or a path whose escapes do not decode: it loads no file of ours.
    return null
  }
}
