import { AccountSlot } from '../AccountSlot/AccountSlot'
import { Brand } from '../Brand/Brand'
import { MobileNav } from '../MobileNav/MobileNav'
import { NavLinks } from '../NavLinks/NavLinks'
import { Actions, Bar, DesktopNav, Inner } from './styles'

/**
 * The top navigation, the same HTML for every visitor (pages are cached): the account control and
 * the Admin link follow the auth state read in the browser.
 */
export function SiteHeader() {
  return (
    <Bar>
      <Inner>
        <Brand />
        <DesktopNav aria-label="Main">
          <NavLinks layout="bar" />
        </DesktopNav>
        <Actions>
          <AccountSlot />
          <MobileNav />
        </Actions>
      </Inner>
    </Bar>
  )
}
