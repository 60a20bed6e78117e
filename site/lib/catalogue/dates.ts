// A fixed locale and zone, so the server render and the browser agree and releases keep their Monday.
const LONG = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })

/** The date a stored value names, or null for a missing or invalid one. */
export function validDate(value: string | null | undefined): Date | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** "March 3, 2025", or null for a missing or invalid date. */
export function formatDate(value: string | null | undefined): string | null {
  const date = validDate(value)
  return date && LONG.format(date)
}

/** The date part (YYYY-MM-DD) for a <time dateTime>, or undefined. */
export function isoDate(value: string | null | undefined): string | undefined {
  return validDate(value)?.toISOString().slice(0, 10)
}
