import Link from 'next/link'
import styled, { css, type RuleSet } from 'styled-components'
import { theme } from '../../styles/theme'
import { ExternalLink } from '../ExternalLink/ExternalLink'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost'
export type ButtonSize = 'sm' | 'md' | 'lg'

type ButtonStyleProps = { $variant?: ButtonVariant; $size?: ButtonSize; $block?: boolean }

const sizes: Record<ButtonSize, RuleSet> = {
  sm: css`min-height: 2.25rem; padding: 0 0.9rem; font-size: ${theme.fontSizes.sm};`,
  md: css`min-height: 2.75rem; padding: 0 1.25rem; font-size: ${theme.fontSizes.md};`,
  lg: css`min-height: 3.25rem; padding: 0 1.6rem; font-size: ${theme.fontSizes.lg};`,
}

const variants: Record<ButtonVariant, RuleSet> = {
  primary: css`
    background: ${theme.gradients.accent};
    color: ${theme.colors.onAccent};
    border-color: transparent;
    &:hover:not(:disabled) { box-shadow: ${theme.shadows.glow}; transform: translateY(-1px); }
  `,
  secondary: css`
    background: ${theme.colors.surfaceRaised};
    color: ${theme.colors.text};
    border-color: ${theme.colors.borderStrong};
    &:hover:not(:disabled) { border-color: ${theme.colors.accent}; background: ${theme.colors.surfaceHover}; }
  `,
  ghost: css`
    background: transparent;
    color: ${theme.colors.text};
    border-color: transparent;
    &:hover:not(:disabled) { background: ${theme.colors.surfaceHover}; }
  `,
}

/** Shared by every element that looks like a button: <button>, in-app links and full-page links. */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${theme.radii.pill};
  font-weight: 700;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    transform ${theme.durations.fast} ease,
    box-shadow ${theme.durations.base} ease,
    background-color ${theme.durations.base} ease,
    border-color ${theme.durations.base} ease;
  ${({ $size = 'md' }) => sizes[$size]}
  ${({ $variant = 'primary' }) => variants[$variant]}

  &:disabled { cursor: not-allowed; opacity: 0.65; }
`

export const Button = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`

/** A button-looking link within the site (client-side navigation). */
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`

/** A button-looking plain link: full-page navigations (/api/login) and other sites. */
export const ButtonAnchor = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`

/** A button-looking link to another site, opened in a new tab. */
export const ButtonExternal = styled(ExternalLink)<ButtonStyleProps>`
  ${buttonStyles}
`
