'use client'

import { useEffect, type RefObject } from 'react'

/** The root's custom property globals.css reads for `scroll-padding-bottom`. */
export const PLAYER_HEIGHT_PROPERTY = '--ms-player-height'

/**
 * Keeps PLAYER_HEIGHT_PROPERTY at the card's height as it opens and closes. The card stays over
 * the foot of the screen, and the browser scrolls a control that takes focus only clear of the
 * scroll padding: without it, Tab landed on links hidden under the card.
 */
export function useReservedSpace(card: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = card.current
    if (!element) return
    const root = document.documentElement
    const observer = new ResizeObserver(() => root.style.setProperty(PLAYER_HEIGHT_PROPERTY, `${Math.ceil(element.getBoundingClientRect().height)}px`))
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.removeProperty(PLAYER_HEIGHT_PROPERTY)
    }
  }, [card])
}
