'use client'

import { lazy, Suspense } from 'react'
import type { Viewer } from '../../lib/viewer'

// Its own chunk, fetched only where a signed-in header renders it: signed-out pages never download it.
const UserMenu = lazy(() => import('./UserMenu').then((module) => ({ default: module.UserMenu })))

/** The account menu (see UserMenu), loaded on demand. */
export function LazyUserMenu({ viewer }: { viewer: Viewer }) {
  return (
    <Suspense>
      <UserMenu viewer={viewer} />
    </Suspense>
  )
}
