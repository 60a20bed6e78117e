import { z } from 'zod'

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** Whether `value` can be read as a date; a bare day must name a real one (not 2026-02-30). */
function readable(value: string | Date): boolean {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return false
  return typeof value !== 'string' || !DAY.test(value) || date.toISOString().slice(0, 10) === value
}

/**
 * A date sent as a string (e.g. 2026-11-16, or a full timestamp) or a Date; anything no date can
 * be read from fails with `message`. A timestamp is stored as an ISO one; a bare day goes on as it
 * is, for the collection to place at 00:00 of it in the collective's zone (hooks/dayInReleaseZone).
 */
export const isoDateSchema = (message: string) =>
  z
    .union([z.string(), z.date()], { error: message })
    .refine(readable, message)
    .transform((value) => (typeof value === 'string' && DAY.test(value) ? value : new Date(value).toISOString()))
