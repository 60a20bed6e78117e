import styled from 'styled-components'
import { theme } from '../../styles/theme'
import { eyebrowText } from '../../styles/typography'

export const Card = styled.article<{ $featured: boolean; $selectable: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  padding: ${theme.space.md};
  border: 1px solid ${({ $featured }) => ($featured ? theme.colors.accent : theme.colors.border)};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${({ $featured }) => ($featured ? theme.shadows.glow : theme.shadows.card)};
  transition:
    transform ${theme.durations.base} ease,
    border-color ${theme.durations.base} ease;

  ${({ $selectable }) =>
    $selectable &&
    `
    &:hover { transform: translateY(-3px); border-color: ${theme.colors.borderStrong}; }
    &:has(:focus-visible) { border-color: ${theme.colors.accent}; }
  `}
`

export const Badge = styled.span`
  position: absolute;
  top: calc(${theme.space.md} + 0.6rem);
  left: calc(${theme.space.md} + 0.6rem);
  z-index: 1;
  padding: 0.15rem 0.6rem;
  border-radius: ${theme.radii.pill};
  background: ${theme.gradients.accent};
  color: ${theme.colors.onAccent};
  font-size: ${theme.fontSizes.xs};
  font-weight: 800;
`

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  flex: 1;
`

export const Title = styled.h3`
  font-size: ${theme.fontSizes.lg};
`

/** The title as a button whose hit area (::after) covers the whole card: one click target, one tab stop. */
export const SelectButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font-weight: inherit;
  text-align: start;
  line-height: inherit;
  letter-spacing: inherit;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${theme.radii.lg};
  }

  &:focus-visible { outline-offset: 2px; }
`

export const Artist = styled.p`
  color: ${theme.colors.accentStrong};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
`

export const Meta = styled.p`
  ${eyebrowText}
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.xs};
`

export const Description = styled.p`
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`

/** Above the card-wide hit area, so these controls keep their own clicks. */
export const Actions = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`
