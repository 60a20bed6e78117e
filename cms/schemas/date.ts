import { z } from 'zod'
import { calendarDay } from '../lib/calendarDay'

// 2026-11-16, or a timestamp such as 2026-11-16T10:00, 2026-11-16T10:00:00.000Z or 2026-11-16T10:00:00+01:00.
const ISO_DATE = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i

// Years of four digits from 1000: a day of year 1, moved to the collective's zone, falls in year 0,
// which the database cannot store.
const FIRST_YEAR = 1000

/** The first and last days a date may be, for the forms' date inputs (min, max) and the messages. */
export const DAY_RANGE = { first: `${FIRST_YEAR}-01-01`, last: '9999-12-31' } as const

/** What a refused date is told: `field` must be a date in the range, with an example. */
export const dateMessage = (field: string) => `${field} must be a date from ${DAY_RANGE.first} to ${DAY_RANGE.last}, such as 2026-11-16`

/**
 * Whether `text` is an ISO 8601 day or timestamp naming a real moment. `new Date` alone reads far
 * more, and quietly: 2026-02-30 as 2 March, "5" as 1 May 2001, "March 3" as 3 March 2001.
 */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text)
  if (!match) return false
  const [, day = '', hours = '0', minutes = '0', seconds = '0'] = match
  const inRange = Number(day.slice(0, 4)) >= FIRST_YEAR
  return inRange && calendarDay(day) !== null && Number(hours) < 24 && Number(minutes) < 60 && Number(seconds) < 60
}

/**
 * A date sent as an ISO string (e.g. 2026-11-16, or a full timestamp) or a Date; anything else,
 * or a day no calendar has, fails with `message`. A timestamp is stored as an ISO one; a bare day
 * goes on as it is, for the collection to place at 00:00 of it in the collective's zone
 * (hooks/dayInReleaseZone).
 */
export const isoDateSchema = (message: string) =>
  z
    .union([z.string().trim().refine(isIsoDate, message), z.date()], { error: message })
    .refine((value) => !Number.isNaN(new Date(value).getTime()), message)
    .transform((value) => (typeof value === 'string' && calendarDay(value) !== null ? value : new Date(value).toISOString()))
