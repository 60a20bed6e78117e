import styled from 'styled-components'
import { theme } from '../../styles/theme'

/** Cards in as many columns as fit, one on a phone (each card at least `$min` wide, 15rem by default). */
export const CardGrid = styled.ul<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min = '15rem' }) => $min}), 1fr));
  gap: ${theme.space.lg};
  list-style: none;

  > li { display: flex; }
  > li > * { flex: 1; }
`
