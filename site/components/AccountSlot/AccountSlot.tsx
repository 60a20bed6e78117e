'use client'

import styled from 'styled-components'
import { useViewer } from '../../lib/hooks/useViewer'
import { SignInLink } from '../SignInLink/SignInLink'
import { LazyUserMenu } from '../UserMenu/LazyUserMenu'

/** Sign In's place, held unseen while the auth state loads: the centred links never move. */
const Pending = styled.span`
  visibility: hidden;
`

/**
 * The header's account control (SPEC §2): shown only once the auth state has loaded, then Sign
 * In or the avatar menu.
 */
export function AccountSlot() {
  const state = useViewer()
  if (state.status === 'loading') {
    return (
      <Pending aria-hidden="true">
        <SignInLink />
      </Pending>
    )
  }
  return state.status === 'signedIn' ? <LazyUserMenu viewer={state.viewer} /> : <SignInLink />
}
