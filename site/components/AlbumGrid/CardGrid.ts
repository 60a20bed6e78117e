import styled from 'styled-components'
import { theme } from '../../styles/theme'

/** Cards in as many columns as fit, one on a phone (each card at least 15rem wide). */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
  gap: ${theme.space.lg};
  list-style: none;

  > li { display: flex; }
  > li > * { flex: 1; }
`
