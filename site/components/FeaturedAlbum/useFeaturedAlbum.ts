'use client'

import { useCallback, useRef, useState } from 'react'
import { useMounted } from '../../lib/hooks/useMounted'
import type { Album } from '../../lib/read/types'

/**
 * The featured album of a page (SPEC §4: the default until the visitor picks one; lost on reload).
 * Picking one brings the spotlight into view and moves focus there, so keyboard and screen-reader
 * users land on what changed. `feature` is there once React has taken the page over: the cards
 * are buttons only from then on, since a press before it would be lost.
 */
export function useFeaturedAlbum(initial: Album | null) {
  const live = useMounted()
  const [featured, setFeatured] = useState(initial)
  const spotlight = useRef<HTMLDivElement>(null)

  const feature = useCallback((album: Album) => {
    setFeatured(album)
    requestAnimationFrame(() => {
      const target = spotlight.current
      if (!target) return
      const calm = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      target.focus({ preventScroll: true })
      target.scrollIntoView({ behavior: calm ? 'auto' : 'smooth', block: 'start' })
    })
  }, [])

  return { featured, setFeatured, feature: live ? feature : undefined, spotlight }
}
