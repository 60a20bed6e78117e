import type { ReactNode } from 'react'
import styled from 'styled-components'
import { theme } from '../../styles/theme'

const Alert = styled.div`
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.colors.dangerBorder};
  border-left-width: 4px;
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.dangerSurface};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};
`

/** A form's failure as a whole (the server's message), announced as soon as it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return <Alert role="alert">{children}</Alert>
}
