import { usePathname } from 'next/navigation'
import { useCallback, useState } from 'react'

/**
 * Open/closed state of the side drawer; it closes itself when the route changes. (What it does
 * while open — focus, Escape, Tab, scrolling — lives in Drawer, which loads on demand.)
 */
export function useDrawer() {
  const [open, setOpen] = useState(false)
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

  return { open, close, toggle }
}
