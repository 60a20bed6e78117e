'use client'

import { useId } from 'react'
import { LOGOUT_HREF } from '../../lib/navigation'
import { viewerName, type Viewer } from '../../lib/viewer'
import { Avatar } from '../Avatar/Avatar'
import { DisclosureButton } from '../DisclosureButton/DisclosureButton'
import { ChevronDownIcon, LogOutIcon } from '../Icon/Icon'
import styles from './UserMenu.module.css'
import { useMenu } from './useMenu'

/** Signed in: the avatar and first name (or e-mail), opening a menu with Log out. */
export function UserMenu({ viewer }: { viewer: Viewer }) {
  const { open, rootRef, buttonRef, menuRef, onButtonClick, onButtonKeyDown, onMenuKeyDown } = useMenu()
  const menuId = useId()
  const name = viewerName(viewer)

  return (
    <div className={styles.root} ref={rootRef}>
      <DisclosureButton
        className={styles.trigger}
        ref={buttonRef}
        expanded={open}
        controls={menuId}
        aria-haspopup="menu"
        aria-label={`Account menu for ${name}`}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
      >
        <Avatar viewer={viewer} />
        <span className={styles.name}>{name}</span>
        <ChevronDownIcon size={16} />
      </DisclosureButton>
      <div className={styles.popover} hidden={!open}>
        <div className={styles.identity}>
          <Avatar viewer={viewer} size={40} />
          <div className={styles.identityText}>
            <strong>{name}</strong>
            {name !== viewer.email && <span className={styles.identityEmail}>{viewer.email}</span>}
          </div>
        </div>
        <ul className={styles.items} ref={menuRef} id={menuId} role="menu" aria-label="Account" onKeyDown={onMenuKeyDown}>
          <li role="none">
            {/* A plain link: logging out is a full-page navigation (SPEC §1). */}
            <a className={styles.item} href={LOGOUT_HREF} role="menuitem" tabIndex={-1}>
              <LogOutIcon size={18} />
              Log out
            </a>
          </li>
        </ul>
      </div>
    </div>
  )
}
