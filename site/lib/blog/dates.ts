import { displayZone } from '../releaseZone'
import { validDate, zonedFormat } from '../catalogue/dates'

const LONG_WITH_WEEKDAY: Intl.DateTimeFormatOptions = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }

/** An article's long-form date in the collective's zone: "Monday, November 16, 2026", or null for a missing or invalid date. */
export function formatLongDate(value: string | null | undefined, zone = displayZone()): string | null {
  const date = validDate(value)
  return date && zonedFormat('long-weekday', LONG_WITH_WEEKDAY, zone).format(date)
}

/** RSS 2.0 dates are RFC 822 ("Mon, 16 Nov 2026 10:00:00 GMT"), which toUTCString writes. */
export function rfc822Date(value: string | null | undefined): string | null {
  return validDate(value)?.toUTCString() ?? null
}
