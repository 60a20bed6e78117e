'use client'

import { useId } from 'react'
import { LOGOUT_HREF } from '../../lib/navigation'
import { viewerName, type Viewer } from '../../lib/viewer'
import { Avatar } from '../Avatar/Avatar'
import { ChevronDownIcon, LogOutIcon } from '../Icon/Icon'
import { Identity, IdentityEmail, IdentityText, Item, Items, Name, Popover, Root, Trigger } from './styles'
import { useMenu } from './useMenu'

/** Signed in: the avatar and first name (or e-mail), opening a menu with Log out. */
export function UserMenu({ viewer }: { viewer: Viewer }) {
  const { open, rootRef, buttonRef, menuRef, onButtonClick, onButtonKeyDown, onMenuKeyDown } = useMenu()
  const menuId = useId()
  const name = viewerName(viewer)

  return (
    <Root ref={rootRef}>
      <Trigger
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Account menu for ${name}`}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
      >
        <Avatar viewer={viewer} />
        <Name>{name}</Name>
        <ChevronDownIcon size={16} />
      </Trigger>
      <Popover hidden={!open}>
        <Identity>
          <Avatar viewer={viewer} size={40} />
          <IdentityText>
            <strong>{name}</strong>
            {name !== viewer.email && <IdentityEmail>{viewer.email}</IdentityEmail>}
          </IdentityText>
        </Identity>
        <Items ref={menuRef} id={menuId} role="menu" aria-label="Account" onKeyDown={onMenuKeyDown}>
          <li role="none">
            {/* A plain link: logging out is a full-page navigation (SPEC §1). */}
            <Item href={LOGOUT_HREF} role="menuitem" tabIndex={-1}>
              <LogOutIcon size={18} />
              Log out
            </Item>
          </li>
        </Items>
      </Popover>
    </Root>
  )
}
