import styled, { css } from 'styled-components'
import { media, theme } from '../../styles/theme'

export const MenuButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};

  &:hover { border-color: ${theme.colors.accent}; }

  ${media.md} { display: none; }
`

/**
 * Visible at once on opening (so focus can move in straight away), hidden only once the closing
 * animation of `property` has run.
 */
const showHide = (open: boolean, property: string) => css`
  visibility: ${open ? 'visible' : 'hidden'};
  transition:
    ${property} ${theme.durations.base} ease,
    visibility 0s linear ${open ? '0s' : theme.durations.base};
`

export const Overlay = styled.div<{ $open: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndices.overlay};
  background: ${theme.colors.overlay};
  opacity: ${({ $open }) => ($open ? 1 : 0)};
  ${({ $open }) => showHide($open, 'opacity')}
`

export const Panel = styled.div<{ $open: boolean }>`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: ${theme.zIndices.drawer};
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  width: ${theme.sizes.drawer};
  padding: ${theme.space.md};
  overflow-y: auto;
  background: ${theme.colors.surface};
  border-left: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadows.popover};
  transform: translateX(${({ $open }) => ($open ? '0' : '100%')});
  ${({ $open }) => showHide($open, 'transform')}
`

export const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 2.75rem;
`

export const CloseButton = styled(MenuButton)`
  display: inline-flex;
`

export const Tagline = styled.p`
  margin-top: auto;
  padding: ${theme.space.md};
  border-top: 1px solid ${theme.colors.border};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`
