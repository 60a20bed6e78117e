'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import styled, { css } from 'styled-components'
import { useSignedInViewer } from '../../lib/hooks/useViewer'
import { ADMIN_LINK, isCurrentPath, MAIN_LINKS, type NavLink } from '../../lib/navigation'
import { isAdmin } from '../../lib/viewer'
import { theme } from '../../styles/theme'

type Layout = 'bar' | 'drawer'

const List = styled.ul<{ $layout: Layout }>`
  list-style: none;
  display: flex;
  ${({ $layout }) =>
    $layout === 'bar'
      ? css`align-items: center; gap: 0.25rem;`
      : css`flex-direction: column; gap: 0.25rem;`}
`

const Item = styled(Link)<{ $layout: Layout }>`
  position: relative;
  display: flex;
  align-items: center;
  color: ${theme.colors.textMuted};
  font-weight: 600;
  text-decoration: none;
  border-radius: ${theme.radii.sm};
  transition: color ${theme.durations.fast} ease, background-color ${theme.durations.fast} ease;

  &:hover { color: ${theme.colors.text}; background: ${theme.colors.surfaceHover}; }

  &[aria-current='page'] { color: ${theme.colors.accentStrong}; }

  ${({ $layout }) =>
    $layout === 'bar'
      ? css`
          min-height: 2.5rem;
          padding: 0 0.75rem;
          font-size: ${theme.fontSizes.sm};
          white-space: nowrap;

          /* The current page's underline glows at the foot of the link. */
          &[aria-current='page']::after {
            content: '';
            position: absolute;
            left: 0.75rem;
            right: 0.75rem;
            bottom: 0.2rem;
            height: 2px;
            border-radius: 2px;
            background: ${theme.gradients.accent};
            box-shadow: ${theme.shadows.glow};
          }
        `
      : css`
          min-height: 3rem;
          padding: 0 1rem;
          font-size: ${theme.fontSizes.lg};
          border-left: 3px solid transparent;

          &[aria-current='page'] {
            background: ${theme.colors.surfaceRaised};
            border-left-color: ${theme.colors.accent};
          }
        `}
`

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
    <Item
      href={href}
      $layout={layout}
      aria-current={isCurrentPath(href, pathname) ? 'page' : undefined}
      onClick={onNavigate}
      // /admin is Payload's app, outside this site's router: a full page load either way.
      prefetch={href === ADMIN_LINK.href ? false : undefined}
    >
      {label}
    </Item>
  )
  return (
    <List $layout={layout}>
      {links.map((entry) => (
        <li key={entry.href}>{link(entry)}</li>
      ))}
      {/* The Admin link's place, kept invisible (and out of the tab order) for everyone else. */}
      {!admin && layout === 'bar' && (
        <li style={{ visibility: 'hidden' }} aria-hidden="true">
          {link(ADMIN_LINK)}
        </li>
      )}
    </List>
  )
}
