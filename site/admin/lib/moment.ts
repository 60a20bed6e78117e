import { isoDate } from '@site/lib/catalogue/dates'

/**
 * Albums' releases and posts' publications are moments; their forms edit a day. An edit that
 * leaves the day as it was keeps the exact moment: sent as a bare day, it would move to 00:00 of
 * that day, which can show a scheduled album or post hours early.
 */
export const dayOrKeptMoment = (day: string, stored: string | null | undefined): string => (stored && day === isoDate(stored) ? stored : day)

/** A moment still ahead: visitors see what it schedules from then on. */
export const isAhead = (moment: string | null | undefined, now = Date.now()): boolean => Boolean(moment) && Date.parse(moment!) > now

const MOMENT = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
})

/** A moment in the admin's own time, with its zone: "Mon, Nov 30, 2026, 01:00 AM GMT+1". */
export const momentLabel = (value: string): string => MOMENT.format(new Date(value))
