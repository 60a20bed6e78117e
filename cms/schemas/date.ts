import { z } from 'zod'

/**
 * A date sent as a string (e.g. 2026-11-16, or a full timestamp) or a Date, stored as an ISO
 * timestamp; anything no date can be read from fails with `message`.
 */
export const isoDateSchema = (message: string) =>
  z
    .union([z.string(), z.date()], { error: message })
    .transform((value) => new Date(value))
    .refine((date) => !Number.isNaN(date.getTime()), message)
    .transform((date) => date.toISOString())
