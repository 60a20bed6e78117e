import { releaseTimeZone } from '@cms/release/timeZone'

/** The <meta name> through which a page tells its browser code the collective's time zone. */
export const RELEASE_ZONE_META = 'ms-release-zone'

/** The <meta> the site's and the admin's layouts carry (Next's metadata `other`). */
export const releaseZoneMetadata = () => ({ [RELEASE_ZONE_META]: releaseTimeZone() })

/**
 * The collective's time zone (RELEASE_TIMEZONE), in which release days and other dates are shown:
 * read from the environment on the server, from the page's <meta> in the browser, so that a
 * client component renders the same date in both and hydrates without a mismatch.
 */
export function displayZone(): string {
  if (typeof document === 'undefined') return releaseTimeZone()
  return document.querySelector(`meta[name="${RELEASE_ZONE_META}"]`)?.getAttribute('content') || 'UTC'
}
