import styled from 'styled-components'
import { media, theme } from '../../styles/theme'
import { Container } from '../Container/Container'

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${theme.zIndices.header};
  height: ${theme.sizes.nav};
  border-bottom: 1px solid ${theme.colors.border};
  background: rgba(7, 7, 13, 0.82);
  backdrop-filter: saturate(160%) blur(14px);
  -webkit-backdrop-filter: saturate(160%) blur(14px);
`

export const Inner = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  height: 100%;

  ${media.md} { gap: ${theme.space.md}; }
`

/** The links sit in the bar from the md breakpoint; below it they live in the drawer. */
export const DesktopNav = styled.nav`
  display: none;
  flex: 1;
  justify-content: center;
  min-width: 0;

  ${media.md} { display: flex; }
`

export const Actions = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${theme.space.sm};
  min-width: 0;
  margin-left: auto;

  ${media.md} { margin-left: 0; }

  /* As wide as the widest account control (the avatar menu), so that Sign In turning into the
     menu once the auth state loads never moves the centred links. */
  ${media.lg} { flex: none; width: 13rem; }
`
