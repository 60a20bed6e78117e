import styled from 'styled-components'
import { media, theme } from '../../styles/theme'
import { Container } from '../Container/Container'

/** The body of a form page under its header: one column, or two from tablet width (details beside a form). */
export const FormPage = styled(Container)<{ $columns?: 1 | 2 }>`
  display: grid;
  gap: ${theme.space.lg};
  align-items: start;
  max-width: ${({ $columns = 1 }) => ($columns === 1 ? '52rem' : undefined)};
  padding-bottom: ${theme.space.section};

  ${media.lg} {
    grid-template-columns: ${({ $columns = 1 }) => ($columns === 2 ? 'minmax(0, 2fr) minmax(0, 3fr)' : '1fr')};
  }
`
