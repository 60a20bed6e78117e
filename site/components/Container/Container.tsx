import styled from 'styled-components'
import { theme } from '../../styles/theme'

/** Centres content at the site's width, with gutters that grow with the screen. */
export const Container = styled.div`
  width: 100%;
  max-width: calc(${theme.sizes.content} + 2 * ${theme.space.gutter});
  margin-inline: auto;
  padding-inline: ${theme.space.gutter};
`
