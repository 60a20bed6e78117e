import type { ReactNode } from 'react'
import styled from 'styled-components'
import { MAIN_CONTENT_ID } from '../SkipLink/SkipLink'

const Main = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;

  &:focus { outline: none; }
`

/** The page's own content, between the navigation and the player; the skip link lands here. */
export function SiteMain({ children }: { children: ReactNode }) {
  return (
    <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
      {children}
    </Main>
  )
}
