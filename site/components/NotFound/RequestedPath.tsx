'use client'

import { usePathname } from 'next/navigation'

/** The path that was asked for (not-found pages get no props, so it is read in the browser). */
export function RequestedPath() {
  return <>{usePathname()}</>
}
