import type { FieldHook } from 'payload'
import { releaseMoment } from '@cms/release/timeZone'

/**
 * A date-only value (the contract's YYYY-MM-DD) is 00:00 of that day in the collective's zone:
 * an album's release and a post's publication alike, so both go live, and show, on that day.
 */
export const dayInReleaseZone: FieldHook = ({ value }) => (typeof value === 'string' ? releaseMoment(value) : value)
