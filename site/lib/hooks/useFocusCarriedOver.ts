'use client'

import { useCallback, useLayoutEffect, useRef } from 'react'

/**
 * For a control that is a link until React has taken the page over and a button after
 * (useMounted's `ready`): the button is a new element, so a visitor who had reached the link (by
 * Tab, or a phone's screen reader) lost focus to the start of the page. Give the first value to the
 * link's ref and the second to the button's: React detaches the link's ref while the link is still
 * in the page, so it can tell whether the link had focus, and the button then takes it.
 */
export function useFocusCarriedOver<T extends HTMLElement>(ready: boolean) {
  const carried = useRef(false)
  const button = useRef<T>(null)
  const link = useCallback((element: HTMLElement | null) => {
    if (!element) return
    return () => {
      carried.current = document.activeElement === element
    }
  }, [])
  useLayoutEffect(() => {
    if (!ready || !carried.current) return
    carried.current = false
    button.current?.focus()
  }, [ready])
  return [link, button] as const
}
