import { createGlobalStyle } from 'styled-components'
import { theme } from './theme'

const BaseStyles = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  html {
    color-scheme: dark;
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    /* Anchored headings stay clear of the sticky navigation. */
    scroll-padding-top: calc(${theme.sizes.nav} + ${theme.space.md});
  }

  body {
    margin: 0;
    min-height: 100vh;
    min-height: 100dvh;
    display: flex;
    flex-direction: column;
    background:
      radial-gradient(60rem 32rem at 12% -8rem, ${theme.colors.bgGlowCyan}, transparent 70%),
      radial-gradient(48rem 28rem at 100% 0, ${theme.colors.bgGlowMagenta}, transparent 70%),
      ${theme.colors.bg};
    background-repeat: no-repeat;
    color: ${theme.colors.text};
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: 1.6;
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }

  h1, h2, h3, h4 { margin: 0; line-height: 1.15; letter-spacing: -0.02em; text-wrap: balance; }
  p { margin: 0; text-wrap: pretty; }
  ul, ol { margin: 0; padding: 0; }
  img, svg { display: block; max-width: 100%; }
  button, input, select, textarea { font: inherit; color: inherit; }
  button { cursor: pointer; }
  a { color: ${theme.colors.accentStrong}; text-underline-offset: 0.2em; }
  code, kbd, samp, pre { font-family: ${theme.fonts.mono}; }

  ::selection { background: ${theme.colors.accentViolet}; color: ${theme.colors.onAccent}; }

  /* One visible focus ring for every interactive element, keyboard users only. */
  :focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 3px;
    border-radius: 4px;
  }

  [hidden] { display: none !important; }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`

/** The theme's custom properties and the base document styles; mounted once by the root layout. */
export function GlobalStyles() {
  return (
    <>
      <theme.GlobalStyle theme={theme.raw} />
      <BaseStyles />
    </>
  )
}
