import { clsx } from 'clsx'
import { useEffect, useRef, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import { trapTab } from '../../lib/focusable'
import { breakpoints } from '../../styles/breakpoints'
import { Brand } from '../Brand/Brand'
import { CloseIcon } from '../Icon/Icon'
import { NavLinks } from '../NavLinks/NavLinks'
import styles from './MobileNav.module.css'

type Props = {
  id: string
  open: boolean
  close: () => void
  /** The menu button, which gets focus back when the drawer closes. */
  buttonRef: RefObject<HTMLButtonElement | null>
}

/**
 * The modal side drawer: focus moves into it when it opens and back to the menu button when it
 * closes; Escape closes it, Tab stays inside, the page behind does not scroll, and it closes when
 * the screen grows past the drawer's breakpoint.
 */
export function Drawer({ id, open, close, buttonRef }: Props) {
  const panelRef = useRef<HTMLDivElement>(null)
  /** What takes focus when the drawer opens: its close button. */
  const closeRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    const panel = panelRef.current
    const button = buttonRef.current
    if (!open || !panel) return
    closeRef.current?.focus()
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        close()
      } else {
        trapTab(event, panel)
      }
    }
    const wide = window.matchMedia(`(min-width: ${breakpoints.xl}px)`)
    const onWide = () => wide.matches && close()

    document.addEventListener('keydown', onKeyDown)
    wide.addEventListener('change', onWide)
    return () => {
      document.body.style.overflow = overflow
      document.removeEventListener('keydown', onKeyDown)
      wide.removeEventListener('change', onWide)
      button?.focus()
    }
  }, [open, close, buttonRef])

  // In <body>, not in the header: the header's backdrop blur would trap a fixed child.
  return createPortal(
    <>
      <div className={clsx(styles.overlay, open && styles.open)} onClick={close} aria-hidden="true" />
      <div
        className={clsx(styles.panel, open && styles.open)}
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        inert={!open}
      >
        <div className={styles.panelHeader}>
          <Brand onNavigate={close} />
          <button
            className={clsx(styles.menuButton, styles.closeButton)}
            ref={closeRef}
            type="button"
            aria-label="Close menu"
            onClick={close}
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-label="Main">
          <NavLinks layout="drawer" onNavigate={close} />
        </nav>
        <p className={styles.tagline}>A new AI-generated album every Monday.</p>
      </div>
    </>,
    document.body,
  )
}
