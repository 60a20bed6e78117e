import styled, { css, type RuleSet } from 'styled-components'
import { media, theme } from '../../styles/theme'
import type { ToastVariant } from './ToastCard'

/** Below the navigation, out of the way of the music player at the bottom. */
export const Viewport = styled.section`
  position: fixed;
  top: calc(${theme.sizes.nav} + ${theme.space.sm});
  right: 0;
  left: 0;
  z-index: ${theme.zIndices.toast};
  padding-inline: ${theme.space.md};
  pointer-events: none;

  ${media.md} {
    left: auto;
    width: calc(${theme.sizes.toast} + 2 * ${theme.space.md});
  }

  &:focus-visible { outline-offset: -2px; }
`

/** Every toast shares one grid cell: the leaving one fades out under the arriving one. */
export const Stack = styled.ol`
  list-style: none;
  display: grid;

  > li { grid-area: 1 / 1; }
`

const variants: Record<ToastVariant, RuleSet> = {
  default: css`
    background: ${theme.colors.surfaceRaised};
    border-color: ${theme.colors.borderStrong};
  `,
  destructive: css`
    background: ${theme.colors.dangerSurface};
    border-color: ${theme.colors.dangerBorder};
  `,
}

export const Card = styled.div<{ $variant: ToastVariant; $visible: boolean; $swiping: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.md};
  padding: ${theme.space.md};
  padding-right: ${theme.space.sm};
  border: 1px solid;
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.popover};
  pointer-events: auto;
  touch-action: pan-y;
  user-select: none;
  ${({ $variant }) => variants[$variant]}
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  transition: ${({ $swiping }) =>
    $swiping ? 'none' : `transform ${theme.durations.base} ease, opacity ${theme.durations.base} ease`};

  @starting-style {
    opacity: 0;
    transform: translateY(-0.75rem);
  }
`

export const Body = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: 0.2rem;
`

export const Title = styled.p`
  font-weight: 700;
  font-size: ${theme.fontSizes.sm};
`

export const Description = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`

export const Action = styled.button`
  flex: none;
  align-self: center;
  min-height: 2rem;
  padding: 0 0.75rem;
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.sm};
  background: transparent;
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;

  &:hover { border-color: ${theme.colors.accent}; }
`

export const Close = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border: 0;
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: ${theme.colors.textMuted};

  &:hover { color: ${theme.colors.text}; background: rgba(255, 255, 255, 0.06); }
`
