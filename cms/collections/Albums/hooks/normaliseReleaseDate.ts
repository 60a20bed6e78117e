import type { FieldHook } from 'payload'
import { releaseMoment } from '@cms/release/timeZone'

/** A date-only release date (the contract's YYYY-MM-DD) is 00:00 of that day in the collective's zone. */
export const normaliseReleaseDate: FieldHook = ({ value }) => (typeof value === 'string' ? releaseMoment(value) : value)
