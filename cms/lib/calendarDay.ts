const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * 00:00 UTC of `text`, in ms, when it is a YYYY-MM-DD day the calendar has; null otherwise,
 * 2026-02-30 included, which `new Date` would quietly read as 2 March.
 */
export function calendarDay(text: string): number | null {
  if (!DAY.test(text)) return null
  const utc = Date.parse(`${text}T00:00:00Z`)
  return !Number.isNaN(utc) && new Date(utc).toISOString().slice(0, 10) === text ? utc : null
}
