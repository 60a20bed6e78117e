'use client'

import { useViewer } from '../../lib/hooks/useViewer'
import { SignInLink } from '../SignInLink/SignInLink'
import { LazyUserMenu } from '../UserMenu/LazyUserMenu'

/**
 * The header's account control (SPEC §2): shown only once the auth state has loaded, then Sign
 * In or the avatar menu.
 */
export function AccountSlot() {
  const state = useViewer()
  if (state.status === 'loading') {
    // Sign In's place, held unseen: the links never move when the state arrives. Without scripts
    // the state never arrives, and the link shows (visibility also keeps it from screen readers).
    return (
      <span className="held-place shown-without-scripts">
        <SignInLink />
      </span>
    )
  }
  return state.status === 'signedIn' ? <LazyUserMenu viewer={state.viewer} /> : <SignInLink />
}
