import { date, type DateFieldValidation } from 'payload/shared'
import { isIsoDate } from '../schemas/date'

/**
 * A date field's check, for every way in: an ISO day or timestamp (or a Date, inside the
 * server), then Payload's own. Payload reads any value Date.parse reads: a number such as 123
 * was stored as 1970-01-01T00:00:00.123Z through Payload's REST, where the contract refused it.
 */
export const isoDate: DateFieldValidation = (value, options) => {
  const given = value as unknown
  const readable = given === null || given === undefined || given instanceof Date || (typeof given === 'string' && isIsoDate(given))
  return readable ? date(value, options) : 'Must be a date such as 2026-11-16 or an ISO timestamp'
}
