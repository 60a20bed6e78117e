import { z } from 'zod'
import { safeNext } from '../lib/safeNext'

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

const urlText = () => z.string().trim().max(2048, 'A URL must be at most 2048 characters')

/** A path a browser resolves to this site: not '//host', nor '/\\host' or '/\t/host', which it reads as one. */
const isSitePath = (value: string) => safeNext(value, '') !== ''

/**
 * Links stored in *Url fields end up in href attributes: only http(s) URLs and paths on this
 * site are accepted, never javascript: or data: URLs.
 */
export const webUrlSchema = urlText().refine(
  (value) => value === '' || isSitePath(value) || isHttpUrl(value),
  'Please enter a web address starting with https:// (or a path on this site starting with /)',
)

/** Paths on this site where images live: the demo art, the defaults, uploaded media files and avatar copies. */
const IMAGE_PATH = /^\/(demo|defaults)\/[\w./-]+$|^\/cms-api\/(media|avatars)\/file\/[^/?#\\]+$/
// Browsers resolve dot segments (also written %2e) before they ask: /demo/../api/logout is /api/logout.
const DOT_SEGMENT = /(^|\/)\.\.?(\/|$)|%2e/i

/** Whether `value` is one of this site's image paths: a browser showing it asks no other host. */
export const isSiteImagePath = (value: string) => IMAGE_PATH.test(value) && !DOT_SEGMENT.test(value)

/**
 * Image URLs (covers, avatars) are loaded by every visitor's browser: only http(s) URLs or our
 * image paths, never another path of the site such as /api/logout, which would act on the
 * viewer's session.
 */
export const imageUrlSchema = urlText().refine(
  (value) => value === '' || isSiteImagePath(value) || isHttpUrl(value),
  'Please enter an image address starting with https:// (or an image uploaded to this site)',
)

export const optionalWebUrl = webUrlSchema.optional().nullable()
export const optionalImageUrl = imageUrlSchema.optional().nullable()
