// @ts-check
// Next 16.4.6 keeps time for its caches on a clock of its own, `performance.timeOrigin +
// performance.now()`: it stamps a 'use cache' entry with it, and it judges a kept page stale by
// comparing the page's `lastModified` with it. That clock runs from the process's start; the wall
// clock (Date.now()), which page stores stamp `lastModified` with (Next's own store too), drifts
// from it and is stepped by NTP, e.g. after a paused machine. Undocumented (README, "Platform
// seams"); nextClock.test.ts fails when an upgrade changes it. Plain JavaScript: the cache stores
// that use it are loaded by Next outside the bundle.

/** Now, on the clock Next's caches keep time with. */
export const nextClock = () => performance.timeOrigin + performance.now()

/** How far the wall clock (Date.now()) stands ahead of Next's now, in ms. */
export const wallAhead = () => Date.now() - nextClock()

/**
 * A wall-clock time (ms since the epoch, as Date.now() gives it) on Next's clock, as the two stand
 * now: what Next compares with its own clock must be on it, or a page looks younger or older by
 * however far they have moved apart.
 * @param {number} wallTime
 */
export const onNextClock = (wallTime) => wallTime - wallAhead()
