import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useRef, useState } from 'react'
import { trapTab } from '../../lib/focusable'
import { breakpoints } from '../../styles/theme'

/**
 * Open/closed state of a modal side drawer: focus moves into it when it opens and back to the
 * button that opened it when it closes; Escape closes it, Tab stays inside, the page behind does
 * not scroll, and it closes itself when the route changes or the screen grows past the drawer's
 * breakpoint.
 */
export function useDrawer() {
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  /** What takes focus when the drawer opens: its close button. */
  const closeRef = useRef<HTMLButtonElement>(null)
  const pathname = usePathname()
  const [openedAt, setOpenedAt] = useState(pathname)

  const close = useCallback(() => setOpen(false), [])
  const toggle = useCallback(() => {
    setOpenedAt(pathname)
    setOpen((value) => !value)
  }, [pathname])

  // A navigation that happens while open (a link, the back button) closes the drawer.
  if (open && openedAt !== pathname) {
    setOpen(false)
    setOpenedAt(pathname)
  }

  useEffect(() => {
    const panel = panelRef.current
    if (!open || !panel) return
    closeRef.current?.focus()
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        setOpen(false)
      } else {
        trapTab(event, panel)
      }
    }
    const wide = window.matchMedia(`(min-width: ${breakpoints.md}px)`)
    const onWide = () => wide.matches && setOpen(false)

    document.addEventListener('keydown', onKeyDown)
    wide.addEventListener('change', onWide)
    return () => {
      document.body.style.overflow = overflow
      document.removeEventListener('keydown', onKeyDown)
      wide.removeEventListener('change', onWide)
      buttonRef.current?.focus()
    }
  }, [open])

  return { open, close, toggle, buttonRef, panelRef, closeRef }
}
