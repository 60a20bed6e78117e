import { WEEK, shift } from './time'

const MONDAY = 1
/** Noon UTC: the same calendar day on every continent, so a Monday release never shows as Sunday. */
const RELEASE_HOUR_UTC = 12

/**
 * The `count` most recent release Mondays (UTC), newest first and a week apart. `now` itself
 * counts when it is a Monday, whatever the hour.
 */
export function recentMondays(count: number, now: Date = new Date()): Date[] {
  const daysSinceMonday = (now.getUTCDay() - MONDAY + 7) % 7
  const latest = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysSinceMonday, RELEASE_HOUR_UTC),
  )
  return Array.from({ length: count }, (_, week) => shift(latest, -week * WEEK))
}
