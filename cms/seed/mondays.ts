import { WEEK, shift } from './time'

const MONDAY = 1
/** 00:00 UTC, the release moment of a day (RELEASE_TIMEZONE's default): a Monday release is out all Monday. */
const RELEASE_HOUR_UTC = 0

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
