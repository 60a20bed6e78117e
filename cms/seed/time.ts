export const SECOND = 1000
export const MINUTE = 60 * SECOND
export const DAY = 24 * 60 * MINUTE
export const WEEK = 7 * DAY

/** The moment `ms` milliseconds after `date` (before, when negative). */
export const shift = (date: Date, ms: number): Date => new Date(date.getTime() + ms)
