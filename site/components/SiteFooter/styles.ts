import Link from 'next/link'
import styled, { css } from 'styled-components'
import { media, theme } from '../../styles/theme'
import { Container } from '../Container/Container'
import { ExternalLink } from '../ExternalLink/ExternalLink'

export const Wrapper = styled.footer`
  margin-top: ${theme.space.section};
  border-top: 1px solid ${theme.colors.border};
  background: linear-gradient(180deg, ${theme.colors.surface}, ${theme.colors.bg});
`

export const Columns = styled(Container)`
  display: grid;
  gap: ${theme.space.xl};
  padding-block: ${theme.space.xxl};
  grid-template-columns: repeat(2, minmax(0, 1fr));

  ${media.md} { grid-template-columns: 1.6fr repeat(3, minmax(0, 1fr)); }
`

export const About = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  max-width: 26rem;

  ${media.md} { grid-column: auto; }

  p { color: ${theme.colors.textMuted}; }
`

export const Release = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  align-self: flex-start;
  padding: 0.35rem 0.8rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  font-size: ${theme.fontSizes.sm};

  && { color: ${theme.colors.text}; }

  &::before {
    content: '';
    width: 0.5rem;
    height: 0.5rem;
    border-radius: 50%;
    background: ${theme.colors.success};
    box-shadow: 0 0 10px ${theme.colors.success};
  }
`

export const Heading = styled.h2`
  margin-bottom: ${theme.space.md};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`

export const List = styled.ul`
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  font-size: ${theme.fontSizes.sm};
`

const itemStyles = css`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.45rem;
  color: ${theme.colors.textMuted};
`

const linkStyles = css`
  ${itemStyles}
  text-decoration: none;
  &:hover { color: ${theme.colors.accentStrong}; }
`

export const FooterLink = styled(Link)`
  ${linkStyles}
`

export const FooterExternalLink = styled(ExternalLink)`
  ${linkStyles}
`

/** A link that does not exist yet: plain text, marked as such, never a dead `href="#"`. */
export const Placeholder = styled.span`
  ${itemStyles}
  cursor: default;
`

export const Soon = styled.span`
  white-space: nowrap;
  padding: 0.05rem 0.45rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.xs};
`

export const BottomBar = styled.div`
  border-top: 1px solid ${theme.colors.border};
`

export const Bottom = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space.sm};
  padding-block: ${theme.space.lg};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`
