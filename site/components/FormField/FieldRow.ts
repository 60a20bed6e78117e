import styled from 'styled-components'
import { media, theme } from '../../styles/theme'

/** Two short fields side by side (name and e-mail), stacked on narrow screens. */
export const FieldRow = styled.div`
  display: grid;
  gap: ${theme.space.md};

  ${media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`
