import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react'

const itemsOf = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])

/**
 * A menu button (WAI-ARIA APG): Enter, Space or ArrowDown open the menu on its first item, ArrowUp
 * on its last; arrows, Home and End move between items; Escape closes it and returns focus to the
 * button; Tab or a click elsewhere closes it.
 */
export function useMenu() {
  const [open, setOpen] = useState(false)
  const [start, setStart] = useState<'first' | 'last'>('first')
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLUListElement>(null)

  const openAt = useCallback((where: 'first' | 'last') => {
    setStart(where)
    setOpen(true)
  }, [])

  const closeAndFocusButton = useCallback(() => {
    setOpen(false)
    buttonRef.current?.focus()
  }, [])

  useEffect(() => {
    if (!open) return
    const items = itemsOf(menuRef.current)
    ;(start === 'first' ? items[0] : items[items.length - 1])?.focus()

    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open, start])

  const onButtonClick = useCallback(() => (open ? setOpen(false) : openAt('first')), [open, openAt])

  const onButtonKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault()
        openAt(event.key === 'ArrowDown' ? 'first' : 'last')
      }
    },
    [openAt],
  )

  const onMenuKeyDown = useCallback(
    (event: KeyboardEvent) => {
      const items = itemsOf(menuRef.current)
      const index = items.indexOf(document.activeElement as HTMLElement)
      const moveTo = (next: number) => {
        event.preventDefault()
        items[(next + items.length) % items.length]?.focus()
      }
      switch (event.key) {
        case 'ArrowDown':
          return moveTo(index + 1)
        case 'ArrowUp':
          return moveTo(index - 1)
        case 'Home':
          return moveTo(0)
        case 'End':
          return moveTo(items.length - 1)
        case ' ':
          // Links answer Enter natively; menu items answer Space too.
          event.preventDefault()
          return items[index]?.click()
        case 'Escape':
          event.preventDefault()
          return closeAndFocusButton()
        case 'Tab':
          return setOpen(false)
      }
    },
    [closeAndFocusButton],
  )

  return { open, rootRef, buttonRef, menuRef, onButtonClick, onButtonKeyDown, onMenuKeyDown }
}
