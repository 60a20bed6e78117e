import { displayZone } from '../releaseZone'

// A fixed locale, and the collective's zone, so the server render and the browser agree and a
// Monday release stays a Monday wherever the visitor is.
const formatters = new Map<string, Intl.DateTimeFormat>()

/** en-US date formatting with `options` in `zone`, built once per kind and zone. */
export function zonedFormat(kind: string, options: Intl.DateTimeFormatOptions, zone: string): Intl.DateTimeFormat {
  const key = `${kind} ${zone}`
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone })
    formatters.set(key, format)
  }
  return format
}

const LONG: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' }
const NUMERIC: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' }

/** The date a stored value names, or null for a missing or invalid one. */
export function validDate(value: string | null | undefined): Date | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** "March 3, 2025" in the collective's zone (or `zone`), or null for a missing or invalid date. */
export function formatDate(value: string | null | undefined, zone = displayZone()): string | null {
  const date = validDate(value)
  return date && zonedFormat('long', LONG, zone).format(date)
}

/** The day (YYYY-MM-DD) in the collective's zone (or `zone`), for a <time dateTime> or a date input; or undefined. */
export function isoDate(value: string | null | undefined, zone = displayZone()): string | undefined {
  const date = validDate(value)
  if (!date) return undefined
  const parts = zonedFormat('numeric', NUMERIC, zone).formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value
  return `${part('year')}-${part('month')}-${part('day')}`
}
