import type { ReactNode } from 'react'
import styled from 'styled-components'
import { theme } from '../../styles/theme'

const Dock = styled.div`
  position: sticky;
  bottom: 0;
  z-index: ${theme.zIndices.player};
  width: 100%;

  &:empty { display: none; }
`

/**
 * Where the sticky music player card (SPEC §4) sits: after the page's content, held at the foot
 * of the screen while the page scrolls, and coming to rest above the footer at the end.
 */
export function PlayerDock({ children }: { children?: ReactNode }) {
  return <Dock>{children}</Dock>
}
