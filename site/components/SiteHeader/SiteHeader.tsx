import { AccountSlot } from '../AccountSlot/AccountSlot'
import { Brand } from '../Brand/Brand'
import { Container } from '../Container/Container'
import { CloseIcon } from '../Icon/Icon'
import { MobileNav } from '../MobileNav/MobileNav'
import { NavLinks } from '../NavLinks/NavLinks'
import { SiteSearch } from '../SiteSearch/SiteSearch'
import { MAIN_NAV_ID } from '../../lib/navigation'
import styles from './SiteHeader.module.css'

/**
 * The top navigation, the same HTML for every visitor (pages are cached): the account control and
 * the Admin link follow the auth state read in the browser; the search box holds nothing personal.
 */
export function SiteHeader() {
  return (
    <header className={styles.bar}>
      <Container className={styles.inner}>
        <Brand className={styles.brand} />
        <nav className={styles.desktopNav} id={MAIN_NAV_ID} aria-label="Main">
          <NavLinks layout="bar" />
          {/* Shown only with the links dropped down by the menu link (no scripts yet): leaving the
              #main-nav target (for the top of the page, as "#top" means) folds them away. */}
          <a className={styles.closeNav} href="#top">
            <CloseIcon /> Close menu
          </a>
        </nav>
        <div className={styles.actions}>
          <SiteSearch />
          <AccountSlot />
          <MobileNav />
        </div>
      </Container>
    </header>
  )
}
