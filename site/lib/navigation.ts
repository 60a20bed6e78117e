import { COLLECTIVE_NAME } from '@cms/constants'

export type NavLink = { href: string; label: string }

/** The top navigation, in the order of SPEC §2 "Shared chrome". */
export const MAIN_LINKS: readonly NavLink[] = [
  { href: '/albums', label: 'Albums' },
  { href: '/artists', label: 'Artists' },
  { href: '/blog', label: 'Blog' },
  { href: '/about', label: 'About' },
  { href: '/submit', label: 'Submit Lyrics' },
  { href: '/contact', label: 'Contact' },
]

/** The header's list of links: where the phone's menu button leads before scripts have run. */
export const MAIN_NAV_ID = 'main-nav'

/** Added to the navigation for admins only. */
export const ADMIN_LINK: NavLink = { href: '/admin', label: 'Admin' }

/** The links a visitor sees: the admin link only for an admin. */
export function mainLinks(isAdmin: boolean): readonly NavLink[] {
  return isAdmin ? [...MAIN_LINKS, ADMIN_LINK] : MAIN_LINKS
}

/** A link is current on its own page and on the pages below it (/blog/x highlights Blog). */
export function isCurrentPath(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/'
  return pathname === href || pathname.startsWith(`${href}/`)
}

/** The collective on the streaming service: a search, opened in a new tab. */
export const STREAMING_SEARCH_URL = `https://open.spotify.com/search/${encodeURIComponent(COLLECTIVE_NAME)}`

/** Full-page navigation to the sign-in flow, returning to `path` afterwards. */
export function signInHref(path: string): string {
  return path === '/' || path === '/login' ? '/api/login' : `/api/login?next=${encodeURIComponent(path)}`
}

export const LOGOUT_HREF = '/api/logout'
