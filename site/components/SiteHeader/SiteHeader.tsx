import { mainLinks } from '../../lib/navigation'
import { isAdmin, type Viewer } from '../../lib/viewer'
import { Brand } from '../Brand/Brand'
import { MobileNav } from '../MobileNav/MobileNav'
import { NavLinks } from '../NavLinks/NavLinks'
import { SignInLink } from '../SignInLink/SignInLink'
import { LazyUserMenu } from '../UserMenu/LazyUserMenu'
import { Actions, Bar, DesktopNav, Inner } from './styles'

/**
 * The top navigation. The viewer is read on the server before the first byte, so the sign-in
 * button or the avatar menu is right from the first paint: no signed-out flash.
 */
export function SiteHeader({ viewer }: { viewer: Viewer | null }) {
  const links = mainLinks(isAdmin(viewer))
  return (
    <Bar>
      <Inner>
        <Brand />
        <DesktopNav aria-label="Main">
          <NavLinks links={links} layout="bar" />
        </DesktopNav>
        <Actions>
          {viewer ? <LazyUserMenu viewer={viewer} /> : <SignInLink />}
          <MobileNav links={links} />
        </Actions>
      </Inner>
    </Bar>
  )
}
