import { cacheLife } from 'next/cache'

/** This year, for the footer's copyright line: kept a day at most, so a page shows it all year. */
export async function CopyrightYear() {
  'use cache'
  cacheLife('days')
  return <>{new Date().getFullYear()}</>
}
