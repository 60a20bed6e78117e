import styled from 'styled-components'
import { media, theme } from '../../styles/theme'

export const Root = styled.div`
  position: relative;
  display: flex;
  min-width: 0;
`

export const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-width: 0;
  min-height: 2.75rem;
  max-width: 13rem;
  overflow: hidden;
  padding: 0.25rem 0.5rem 0.25rem 0.3rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-weight: 600;
  font-size: ${theme.fontSizes.sm};

  &:hover, &[aria-expanded='true'] { border-color: ${theme.colors.accent}; }

  svg:last-child {
    flex: none;
    color: ${theme.colors.textMuted};
    transition: transform ${theme.durations.fast} ease;
  }
  &[aria-expanded='true'] svg:last-child { transform: rotate(180deg); }
`

/** On the narrowest phones only the avatar fits beside the brand; the menu names the visitor. */
export const Name = styled.span`
  display: none;
  min-width: 0;
  max-width: 9rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  ${media.xs} { display: block; }
`

export const Popover = styled.div`
  position: absolute;
  top: calc(100% + 0.5rem);
  right: 0;
  z-index: ${theme.zIndices.overlay};
  width: min(17rem, calc(100vw - 2rem));
  padding: ${theme.space.sm};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceRaised};
  box-shadow: ${theme.shadows.popover};
`

export const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: ${theme.space.sm};
  border-bottom: 1px solid ${theme.colors.border};
  margin-bottom: ${theme.space.xs};
`

export const IdentityText = styled.div`
  min-width: 0;

  > * { display: block; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`

export const IdentityEmail = styled.span`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`

export const Items = styled.ul`
  list-style: none;
`

export const Item = styled.a`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  min-height: 2.5rem;
  padding: 0 ${theme.space.sm};
  border-radius: ${theme.radii.sm};
  color: ${theme.colors.text};
  text-decoration: none;
  font-weight: 600;

  &:hover, &:focus { background: ${theme.colors.surfaceHover}; outline: none; }
  &:focus-visible { outline: 2px solid ${theme.colors.focus}; outline-offset: -2px; }
`
