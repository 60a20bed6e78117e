'use client'

import { useSyncExternalStore } from 'react'

const unchanging = () => () => {}

/**
 * The path that was asked for, read in the browser: one cached not-found page answers every
 * unknown path, so its HTML cannot hold any one of them. Until scripts have run (or without
 * them), words that say as much, so the hint reads "GET this address" rather than a bare "GET".
 */
export function RequestedPath() {
  return <>{useSyncExternalStore(unchanging, () => window.location.pathname, () => 'this address')}</>
}
