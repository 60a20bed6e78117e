'use client'

import { useEffect, useEffectEvent } from 'react'

/** Whether a key press goes to something that takes text, where "/" is only a character. */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)
}

/** Calls `open` on "/" (outside a text field) and on Ctrl-K or ⌘-K anywhere on the page. */
export function useSearchShortcut(open: () => void): void {
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    const chord = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k'
    const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typingIn(event.target)
    if (!chord && !slash) return
    event.preventDefault()
    open()
  })
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event)
    document.addEventListener('keydown', listener)
    return () => document.removeEventListener('keydown', listener)
  }, [])
}
