// Cache entries that show what was released before a scheduled moment carry a tag naming that
// moment; the cache handler treats them as missing from then on (site/cache-handler.mjs). Plain
// JavaScript for the same reason as ./clock.mjs.

const PREFIX = 'release-at:'

/**
 * The tag of an entry that must not be served from `moment` (ms since the epoch) on.
 * @param {number} moment
 * @returns {string}
 */
export function releaseTag(moment) {
  return `${PREFIX}${moment}`
}

/**
 * Whether a release named by one of `tags` has happened by `at`.
 * @param {readonly string[] | undefined} tags
 * @param {number} at
 * @returns {boolean}
 */
export function releasedSince(tags, at) {
  return (tags ?? []).some((tag) => tag.startsWith(PREFIX) && Number(tag.slice(PREFIX.length)) <= at)
}
