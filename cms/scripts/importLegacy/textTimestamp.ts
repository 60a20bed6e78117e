/**
 * A timestamp the old database kept in a text column, as PostgreSQL writes one
 * (`2024-01-02 03:04:05.678`, with an optional zone such as `+02`, `-05:30` or `Z`): the moment,
 * or why it is none. Words PostgreSQL reads as moments (`yesterday`, `now`) are no date of the row's own.
 */
const FORM = /^(\d{4,})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?)?\s*(?:Z|([+-])(\d{2})(?::?(\d{2}))?)?$/i

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

export function readTextTimestamp(text: string): Date | 'not a date' | 'out of range' {
  const match = FORM.exec(text.trim())
  if (!match) return 'not a date'
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number]
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month) || hour > 23 || minute > 59 || second > 59) return 'not a date'
  // The site's own rule: years 1000 to 9999.
  if (year < 1000 || year > 9999) return 'out of range'
  // No zone: UTC, as the old app's server wrote its timestamps.
  const offsetMinutes = match[8] ? (match[8] === '-' ? -1 : 1) * (Number(match[9]) * 60 + Number(match[10] ?? 0)) : 0
  const milliseconds = Math.round(Number(match[7] ?? 0) * 1000)
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second, milliseconds) - offsetMinutes * 60_000)
}
