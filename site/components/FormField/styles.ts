import styled, { css } from 'styled-components'
import { theme } from '../../styles/theme'

export const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.4rem;
`

export const Label = styled.label`
  font-weight: 600;
  font-size: ${theme.fontSizes.sm};

  span { color: ${theme.colors.textMuted}; font-weight: 400; }
`

/** The look of every text-like control: input, textarea, select. */
export const controlStyles = css`
  width: 100%;
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.bg};
  color: ${theme.colors.text};
  transition: border-color ${theme.durations.fast} ease, box-shadow ${theme.durations.fast} ease;

  &::placeholder { color: ${theme.colors.textMuted}; opacity: 0.75; }
  &:hover { border-color: ${theme.colors.textMuted}; }
  &:focus-visible {
    outline: none;
    border-color: ${theme.colors.accent};
    box-shadow: 0 0 0 3px rgba(34, 211, 238, 0.3);
  }
  &[aria-invalid='true'] { border-color: ${theme.colors.danger}; }
`

export const Hint = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`

export const ErrorText = styled.p`
  color: ${theme.colors.danger};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
`
