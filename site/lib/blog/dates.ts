import { validDate } from '../catalogue/dates'

// UTC, like the catalogue's dates, so the server render and the browser agree.
const LONG_WITH_WEEKDAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
})

/** An article's long-form date: "Monday, November 16, 2026", or null for a missing or invalid date. */
export function formatLongDate(value: string | null | undefined): string | null {
  const date = validDate(value)
  return date && LONG_WITH_WEEKDAY.format(date)
}

/** RSS 2.0 dates are RFC 822 ("Mon, 16 Nov 2026 10:00:00 GMT"), which toUTCString writes. */
export function rfc822Date(value: string | null | undefined): string | null {
  return validDate(value)?.toUTCString() ?? null
}
