'use client'

import { clsx } from 'clsx'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useSignedInViewer } from '../../lib/hooks/useViewer'
import { ADMIN_LINK, isCurrentPath, MAIN_LINKS, type NavLink } from '../../lib/navigation'
import { isAdmin } from '../../lib/viewer'
import styles from './NavLinks.module.css'

type Layout = 'bar' | 'drawer'

const LAYOUT_CLASSES: Record<Layout, { list?: string; item?: string }> = {
  bar: { list: styles.listBar, item: styles.itemBar },
  drawer: { list: styles.listDrawer, item: styles.itemDrawer },
}

type Props = {
  layout: Layout
  /** Called when a link is chosen (the drawer closes). */
  onNavigate?: () => void
}

/**
 * The site's links, the current route's marked with aria-current="page"; Admin only for an admin
 * (SPEC §2). In the bar the Admin link keeps its place, invisible, until the auth state says so:
 * the centred links never move when it appears.
 */
export function NavLinks({ layout, onNavigate }: Props) {
  const pathname = usePathname()
  const admin = isAdmin(useSignedInViewer())
  const links = admin ? [...MAIN_LINKS, ADMIN_LINK] : MAIN_LINKS
  const link = ({ href, label }: NavLink) => (
    <Link
      href={href}
      className={clsx(styles.item, LAYOUT_CLASSES[layout].item)}
      aria-current={isCurrentPath(href, pathname) ? 'page' : undefined}
      onClick={onNavigate}
      // /admin is Payload's app, outside this site's router: a full page load either way.
      prefetch={href === ADMIN_LINK.href ? false : undefined}
    >
      {label}
    </Link>
  )
  return (
    <ul className={clsx(styles.list, LAYOUT_CLASSES[layout].list)}>
      {links.map((entry) => (
        <li key={entry.href}>{link(entry)}</li>
      ))}
      {/* The Admin link's place, kept invisible for everyone else: its word drawn by CSS, so the page holds no such link or text. */}
      {!admin && layout === 'bar' && (
        <li className="held-place" aria-hidden="true">
          <span className={clsx(styles.item, styles.itemBar, styles.heldLabel)} data-label={ADMIN_LINK.label} />
        </li>
      )}
    </ul>
  )
}
