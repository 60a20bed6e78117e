import styled, { css, keyframes } from 'styled-components'
import { media, theme } from '../../styles/theme'
import { TOOLTIP_DELAY_MS } from './constants'

/**
 * A small label above a control, from its `data-tooltip`, once the pointer has rested for the
 * tooltip delay (or at once for keyboard focus after the same delay). Touch screens have no hover,
 * so there it stays hidden; the controls' names are in aria-label either way.
 */
const tooltip = (align: 'start' | 'end') => css`
  position: relative;

  &[data-tooltip]::after {
    content: attr(data-tooltip);
    position: absolute;
    bottom: calc(100% + 0.5rem);
    ${align === 'end' ? 'right: 0;' : 'left: 0;'}
    padding: 0.3rem 0.55rem;
    border: 1px solid ${theme.colors.borderStrong};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.bg};
    color: ${theme.colors.text};
    font-size: ${theme.fontSizes.xs};
    font-weight: 600;
    line-height: 1.3;
    white-space: nowrap;
    pointer-events: none;
    opacity: 0;
    visibility: hidden;
    transition: opacity ${theme.durations.fast} ease, visibility 0s;
  }

  &[data-tooltip]:hover::after,
  &[data-tooltip]:focus-visible::after {
    opacity: 1;
    visibility: visible;
    transition-delay: ${TOOLTIP_DELAY_MS}ms;
  }

  @media (hover: none) {
    &[data-tooltip]::after { display: none; }
  }
`

export const Card = styled.section`
  width: calc(100% - 1rem);
  max-width: 60rem;
  margin: 0 auto max(0.5rem, env(safe-area-inset-bottom));
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.lg};
  background: color-mix(in srgb, ${theme.colors.surfaceRaised} 94%, transparent);
  box-shadow: ${theme.shadows.popover};
  backdrop-filter: blur(12px);

  ${media.md} { width: calc(100% - 2 * ${theme.space.gutter}); }
`

export const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  padding: 0.4rem;

  ${media.sm} { gap: ${theme.space.sm}; padding: 0.5rem; }
`

export const Header = styled.button`
  ${tooltip('start')}
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: center;
  gap: 0.7rem;
  padding: 0.3rem;
  border: 0;
  border-radius: ${theme.radii.md};
  background: transparent;
  text-align: left;

  &:hover { background: ${theme.colors.surfaceHover}; }
`

export const thumbBox = css`
  flex: none;
  width: 2.75rem;
  border-radius: ${theme.radii.sm};
`

/** Before the first play: the accent gradient where the cover will be (left out on the narrowest screens, for the words). */
export const NoCover = styled.span`
  ${thumbBox}
  display: none;
  aspect-ratio: 1;
  background: ${theme.gradients.accent};
  opacity: 0.9;

  ${media.xs} { display: block; }
`

export const NowText = styled.span`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  line-height: 1.3;

  > span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`

export const Kicker = styled.span`
  color: ${theme.colors.accentStrong};
  font-size: ${theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`

export const Title = styled.span`
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;

  ${media.md} { font-size: ${theme.fontSizes.md}; }
`

export const Subtitle = styled.span`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.xs};

  ${media.md} { font-size: ${theme.fontSizes.sm}; }
`

export const Chevron = styled.span<{ $expanded: boolean }>`
  flex: none;
  display: inline-flex;
  color: ${theme.colors.textMuted};
  transform: rotate(${({ $expanded }) => ($expanded ? '0deg' : '180deg')});
  transition: transform ${theme.durations.base} ease;
`

export const Controls = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  gap: 0.15rem;

  ${media.sm} { gap: ${theme.space.xs}; }
`

export const ControlButton = styled.button`
  ${tooltip('end')}
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border: 1px solid transparent;
  border-radius: 50%;
  background: transparent;
  color: ${theme.colors.text};
  transition: background-color ${theme.durations.base} ease, color ${theme.durations.base} ease;

  &:hover:not(:disabled) { background: ${theme.colors.surfaceHover}; }
  &:disabled { cursor: not-allowed; opacity: 0.4; }

  &[aria-pressed='true'] {
    border-color: ${theme.colors.border};
    color: ${theme.colors.accent};
  }
`

export const PlayButton = styled(ControlButton)`
  width: 2.85rem;
  height: 2.85rem;
  background: ${theme.gradients.accent};
  color: ${theme.colors.onAccent};

  &:hover:not(:disabled) { background: ${theme.gradients.accent}; box-shadow: ${theme.shadows.glow}; }
`

const reveal = keyframes`
  from { opacity: 0; transform: translateY(6px); }
  to { opacity: 1; transform: none; }
`

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  padding: 0 0.75rem 0.75rem;
  animation: ${reveal} ${theme.durations.base} ease;
`

export const Position = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.xs};
`
