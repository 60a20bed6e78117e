import styled from 'styled-components'
import { media, theme } from '../../styles/theme'

export const Card = styled.div`
  width: 100%;
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};

  ${media.sm} { padding: ${theme.space.xl}; }
`

export const TabList = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space.xs};
  padding: ${theme.space.xs};
  margin-bottom: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.bg};
`

export const Tab = styled.button`
  min-height: 2.5rem;
  border: 0;
  border-radius: ${theme.radii.pill};
  background: transparent;
  color: ${theme.colors.textMuted};
  font-weight: 700;
  font-size: ${theme.fontSizes.sm};
  transition: background-color ${theme.durations.fast} ease, color ${theme.durations.fast} ease;

  &:hover { color: ${theme.colors.text}; }
  &[aria-selected='true'] {
    background: ${theme.colors.surfaceRaised};
    color: ${theme.colors.text};
    box-shadow: inset 0 0 0 1px ${theme.colors.borderStrong};
  }
`

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
`

export const NameRow = styled.div`
  display: grid;
  gap: ${theme.space.md};

  ${media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`

export const SideLink = styled.p`
  margin-top: calc(-1 * ${theme.space.xs});
  font-size: ${theme.fontSizes.sm};
  text-align: right;

  a { color: ${theme.colors.accent}; text-decoration: underline; text-underline-offset: 0.2em; }
`
