import { calendarDay } from '../lib/calendarDay'

/**
 * Wall-clock formatters by zone. Building an Intl.DateTimeFormat costs more than formatting many
 * dates with it: checking the zone anew for every date shown took a tenth of a page's render.
 */
const wallClocks = new Map<string, Intl.DateTimeFormat>()

/** A formatter of `zone`'s wall clock, built once per zone; throws for a zone Intl does not know. */
function wallClock(zone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    wallClocks.set(zone, format)
  }
  return format
}

/** Whether `zone` names a time zone this runtime knows (an IANA name such as Europe/Berlin). */
export function isTimeZone(zone: string): boolean {
  try {
    wallClock(zone)
    return true
  } catch {
    return false
  }
}

export const timeZoneProblem = (zone: string) => `RELEASE_TIMEZONE="${zone}" is not a time zone such as UTC or Europe/Berlin.`

/** The collective's time zone (RELEASE_TIMEZONE, an IANA name; default UTC). */
export function releaseTimeZone(): string {
  const zone = process.env.RELEASE_TIMEZONE || 'UTC'
  if (!isTimeZone(zone)) throw new Error(timeZoneProblem(zone))
  return zone
}

/** How far `zone`'s wall clock is ahead of UTC at the instant `utc` (ms). */
function zoneOffset(utc: number, zone: string): number {
  const parts = wallClock(zone).formatToParts(utc)
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value)
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'))
  return wall - Math.floor(utc / 1000) * 1000
}

/**
 * 00:00 of a YYYY-MM-DD day in `zone`, as an ISO timestamp; null when `value` is not such a day.
 * Two passes settle the offset across a daylight-saving change.
 */
export function zonedMidnight(value: string, zone: string): string | null {
  const wall = calendarDay(value)
  if (wall === null) return null
  let utc = wall - zoneOffset(wall, zone)
  utc = wall - zoneOffset(utc, zone)
  return new Date(utc).toISOString()
}

/** A release moment as stored: a date-only value is 00:00 of that day in the collective's zone. */
export function releaseMoment(value: string): string {
  return zonedMidnight(value, releaseTimeZone()) ?? value
}
