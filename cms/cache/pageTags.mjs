// @ts-check
// Tags that tell the page store (site/cache-handler.mjs) how long a page may be served. Plain
// JavaScript: Next loads that store outside the bundle, and the cached reads (cms/cache/scheduled.ts)
// set the tags.

/**
 * The tag of a page answering 404 for an address that goes live at a scheduled moment (an album
 * or a post not released yet): no visitor made that address up, so its 404 may be kept until the
 * moment, like any page (cms/cache/scheduled.ts `keepUntilLive`).
 */
export const UPCOMING_TAG = 'upcoming'

const MOMENT_PREFIX = 'until:'
const MOMENT_TAG = /^until:(\d+)$/

/**
 * The tag of a read that must not be served from `moment` (ms since the epoch) on, carried to
 * every page that makes the read. A life in seconds (cacheLife) is counted by Next from when a
 * page is stored, after its render: a page rendered in 300 ms outlived the moment by 300 ms.
 * @param {number} moment
 */
export const momentTag = (moment) => `${MOMENT_PREFIX}${moment}`

/**
 * Whether any of `tags` is a moment at or before `now`.
 * @param {readonly string[]} tags
 * @param {number} now
 */
export function momentPassed(tags, now) {
  return tags.some((tag) => {
    const moment = MOMENT_TAG.exec(tag)
    return moment !== null && Number(moment[1]) <= now
  })
}
