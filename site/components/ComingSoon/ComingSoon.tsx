import type { ReactNode } from 'react'
import styled from 'styled-components'
import { theme } from '../../styles/theme'
import { Container } from '../Container/Container'

const Panel = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  border: 1px dashed ${theme.colors.borderStrong};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  color: ${theme.colors.textMuted};
`

const Pulse = styled.span`
  flex: none;
  width: 0.6rem;
  height: 0.6rem;
  border-radius: 50%;
  background: ${theme.colors.accentAlt};
  box-shadow: 0 0 12px ${theme.colors.accentAlt};
`

/** Stands in for a section that a later release builds: one honest line about it. */
export function ComingSoon({ children }: { children: ReactNode }) {
  return (
    <Container>
      <Panel role="note">
        <Pulse aria-hidden="true" />
        <p>{children}</p>
      </Panel>
    </Container>
  )
}
