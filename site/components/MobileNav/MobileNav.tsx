'use client'

import { createPortal } from 'react-dom'
import { useId } from 'react'
import type { NavLink } from '../../lib/navigation'
import { useMounted } from '../../lib/hooks/useMounted'
import { Brand } from '../Brand/Brand'
import { CloseIcon, MenuIcon } from '../Icon/Icon'
import { NavLinks } from '../NavLinks/NavLinks'
import { CloseButton, MenuButton, Overlay, Panel, PanelHeader, Tagline } from './styles'
import { useDrawer } from './useDrawer'

/** Small screens: a menu button that slides the site's links in from the side. */
export function MobileNav({ links }: { links: readonly NavLink[] }) {
  const { open, close, toggle, buttonRef, panelRef, closeRef } = useDrawer()
  const mounted = useMounted()
  const panelId = useId()

  return (
    <>
      <MenuButton
        ref={buttonRef}
        type="button"
        aria-label="Open menu"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <MenuIcon />
      </MenuButton>
      {/* In <body>, not in the header: the header's backdrop blur would trap a fixed child. */}
      {mounted &&
        createPortal(
          <>
            <Overlay $open={open} onClick={close} aria-hidden="true" />
            <Panel
              ref={panelRef}
              id={panelId}
              $open={open}
              role="dialog"
              aria-modal="true"
              aria-label="Menu"
              inert={!open}
            >
              <PanelHeader>
                <Brand onNavigate={close} />
                <CloseButton ref={closeRef} type="button" aria-label="Close menu" onClick={close}>
                  <CloseIcon />
                </CloseButton>
              </PanelHeader>
              <nav aria-label="Main">
                <NavLinks links={links} layout="drawer" onNavigate={close} />
              </nav>
              <Tagline>A new AI-generated album every Monday.</Tagline>
            </Panel>
          </>,
          document.body,
        )}
    </>
  )
}
