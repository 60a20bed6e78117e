'use client'

import { lazy, Suspense, useId, useState } from 'react'
import { useFocusCarriedOver } from '../../lib/hooks/useFocusCarriedOver'
import { useMounted } from '../../lib/hooks/useMounted'
import { MAIN_NAV_ID } from '../../lib/navigation'
import { DisclosureButton } from '../DisclosureButton/DisclosureButton'
import { MenuIcon } from '../Icon/Icon'
import styles from './MobileNav.module.css'
import { useDrawer } from './useDrawer'

// The drawer's code downloads when the visitor reaches for the menu button, not with every page.
const Drawer = lazy(() => import('./Drawer').then((module) => ({ default: module.Drawer })))

/**
 * Small screens: a menu button that slides the site's links in from the side. Until React has
 * taken the page over (or without scripts) it is a link to the header's own list of links, which
 * its CSS then shows below the bar.
 */
export function MobileNav() {
  const ready = useMounted()
  const { open, close, toggle } = useDrawer()
  // Mounted (closed) on the first pointer or focus on the button, so that opening it slides in.
  const [wanted, setWanted] = useState(false)
  const want = () => setWanted(true)
  const [focusFrom, buttonRef] = useFocusCarriedOver<HTMLButtonElement>(ready)
  const panelId = useId()

  if (!ready) {
    return (
      <a ref={focusFrom} className={styles.menuButton} href={`#${MAIN_NAV_ID}`} aria-label="Open menu">
        <MenuIcon />
      </a>
    )
  }

  return (
    <>
      <DisclosureButton
        className={styles.menuButton}
        ref={buttonRef}
        expanded={open}
        controls={panelId}
        aria-label="Open menu"
        onPointerEnter={want}
        onPointerDown={want}
        onFocus={want}
        onClick={toggle}
      >
        <MenuIcon />
      </DisclosureButton>
      {(wanted || open) && (
        <Suspense>
          <Drawer id={panelId} open={open} close={close} buttonRef={buttonRef} />
        </Suspense>
      )}
    </>
  )
}
