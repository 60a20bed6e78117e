'use client'

import { usePathname } from 'next/navigation'
import { signInHref } from '../../lib/navigation'
import { ButtonAnchor } from '../Button/Button'

/** Signed out: a full-page link into the sign-in flow that returns to this page. */
export function SignInLink() {
  const pathname = usePathname()
  // The sign-in page holds the forms themselves.
  if (pathname === '/login') return null
  return (
    <ButtonAnchor href={signInHref(pathname)} $size="sm">
      Sign In
    </ButtonAnchor>
  )
}
