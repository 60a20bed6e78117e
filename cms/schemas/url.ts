import { z } from 'zod'
import { safeNext } from '../lib/safeNext'

/** Whether `value` is an absolute URL with one of `protocols` ('https:', 'http:'). */
const isUrlOf = (value: string, protocols: readonly string[]) => {
  try {
    return protocols.includes(new URL(value).protocol)
  } catch {
    return false
  }
}
const isHttpUrl = (value: string) => isUrlOf(value, ['https:', 'http:'])

const urlText = () => z.string({ error: 'A web address must be text' }).trim().max(2048, 'A URL must be at most 2048 characters')

/** A path a browser resolves to this site: not '//host', nor '/\\host' or '/\t/host', which it reads as one. */
const isSitePath = (value: string) => safeNext(value, '') !== ''

/**
 * Links stored in *Url fields end up in href attributes: only http(s) URLs and paths on this
 * site are accepted, never javascript: or data: URLs.
 */
export const webUrlSchema = urlText().refine(
  (value) => value === '' || isSitePath(value) || isHttpUrl(value),
  'Please enter a web address starting with https:// or http:// (or a path on this site starting with /)',
)

/** Paths on this site where images live: the demo art, the defaults, uploaded media files and avatar copies. */
const IMAGE_PATH = /^\/(demo|defaults)\/[\w./-]+$|^\/cms-api\/(media|avatars)\/file\/[^/?#\\]+$/
// Browsers resolve dot segments (also written %2e) before they ask: /demo/../api/logout is /api/logout.
const DOT_SEGMENT = /(^|\/)\.\.?(\/|$)|%2e/i

/** Whether `value` is one of this site's image paths: a browser showing it asks no other host. */
export const isSiteImagePath = (value: string) => IMAGE_PATH.test(value) && !DOT_SEGMENT.test(value)

const IMAGE_URL_MESSAGE = 'Please enter an image address starting with https:// (or an image uploaded to this site)'

/**
 * Whether `value` is a whole URL of one of this site's image paths (http on a site served over
 * http). The host is not checked: these schemas also run in the browser, which does not know SITE_URL.
 */
const isSiteImageUrl = (value: string) => isHttpUrl(value) && isSiteImagePath(new URL(value).pathname)

/**
 * Image URLs (covers) are loaded by every visitor's browser: https URLs (the pages'
 * Content-Security-Policy loads no other host's image over plain http: the cover showed blank) or
 * our image paths, as paths or whole URLs, never another path of the site such as /api/logout,
 * which would act on the viewer's session.
 */
export const imageUrlSchema = urlText().refine(
  (value) => value === '' || isSiteImagePath(value) || isSiteImageUrl(value) || isUrlOf(value, ['https:']),
  IMAGE_URL_MESSAGE,
)

/**
 * An avatar's address: the server fetches the image and keeps a copy, which is all readers load,
 * and refuses plain http itself (but from the test suites' own image host: cms/lib/avatar/fetchImage.ts).
 */
export const avatarUrlSchema = urlText().refine((value) => value === '' || isSiteImagePath(value) || isHttpUrl(value), IMAGE_URL_MESSAGE)

export const optionalWebUrl = webUrlSchema.optional().nullable()
export const optionalImageUrl = imageUrlSchema.optional().nullable()
export const optionalAvatarUrl = avatarUrlSchema.optional().nullable()
