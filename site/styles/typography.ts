import { css } from 'styled-components'
import { theme } from './theme'

/** Text painted with the accent gradient (headlines, big numbers). */
export const gradientText = css`
  background: ${theme.gradients.text};
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`

/** The small monospace label above a heading. */
export const eyebrowText = css`
  color: ${theme.colors.accentStrong};
  font-family: ${theme.fonts.mono};
  letter-spacing: 0.12em;
  text-transform: uppercase;
`
