const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const count = (value: number, unit: string) => `${value} ${unit}${value === 1 ? '' : 's'}`

/**
 * How long until a release, in its two largest units: "2 days 4 hours", "3 hours 12 minutes",
 * "5 minutes 9 seconds", "42 seconds". Null once the moment has come.
 */
export function timeLeft(ms: number): string | null {
  if (ms <= 0) return null
  const seconds = Math.ceil(ms / SECOND)
  const days = Math.floor(seconds / (DAY / SECOND))
  const hours = Math.floor((seconds % (DAY / SECOND)) / (HOUR / SECOND))
  const minutes = Math.floor((seconds % (HOUR / SECOND)) / (MINUTE / SECOND))
  const rest = seconds % (MINUTE / SECOND)
  if (days > 0) return `${count(days, 'day')} ${count(hours, 'hour')}`
  if (hours > 0) return `${count(hours, 'hour')} ${count(minutes, 'minute')}`
  if (minutes > 0) return `${count(minutes, 'minute')} ${count(rest, 'second')}`
  return count(rest, 'second')
}
