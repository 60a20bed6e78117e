import { createTheme } from 'styled-components'

/**
 * The design tokens, as CSS custom properties: every leaf reads `var(--ms-…, fallback)`, so server
 * components (which have no ThemeProvider context) and client components style from the same
 * values. Colours are chosen for WCAG AA on `colors.bg` and `colors.surface`.
 */
export const theme = createTheme(
  {
    colors: {
      bg: '#07070d',
      bgGlowCyan: 'rgba(34, 211, 238, 0.14)',
      bgGlowMagenta: 'rgba(232, 121, 249, 0.12)',
      surface: '#10101c',
      surfaceRaised: '#171729',
      surfaceHover: '#1f1f36',
      overlay: 'rgba(3, 3, 8, 0.72)',
      border: '#2a2a44',
      borderStrong: '#3d3d61',
      text: '#eeeef7',
      textMuted: '#a9a9c6',
      accent: '#22d3ee',
      accentStrong: '#67e8f9',
      accentAlt: '#e879f9',
      accentViolet: '#a78bfa',
      onAccent: '#05060c',
      danger: '#fb7185',
      dangerSurface: '#2a0d16',
      dangerBorder: '#7f1d35',
      // Status colours (SPEC §4 badges: green, red, yellow).
      success: '#4ade80',
      warning: '#facc15',
      focus: '#67e8f9',
    },
    fonts: {
      body: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
      mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", "Liberation Mono", monospace',
    },
    fontSizes: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xxl: 'clamp(1.75rem, 1.2rem + 2.4vw, 2.75rem)',
      display: 'clamp(2.25rem, 1.3rem + 4.4vw, 4.25rem)',
    },
    space: {
      xs: '0.25rem',
      sm: '0.5rem',
      md: '1rem',
      lg: '1.5rem',
      xl: '2rem',
      xxl: '3rem',
      section: 'clamp(3rem, 2rem + 4vw, 5.5rem)',
      gutter: 'clamp(1rem, 0.6rem + 2vw, 2rem)',
    },
    radii: {
      sm: '8px',
      md: '12px',
      lg: '18px',
      pill: '999px',
    },
    shadows: {
      card: '0 10px 30px -12px rgba(0, 0, 0, 0.7)',
      popover: '0 18px 48px -12px rgba(0, 0, 0, 0.85), 0 0 0 1px rgba(103, 232, 249, 0.08)',
      glow: '0 0 24px -4px rgba(34, 211, 238, 0.55)',
    },
    gradients: {
      accent: 'linear-gradient(100deg, #22d3ee 0%, #a78bfa 55%, #e879f9 100%)',
      text: 'linear-gradient(100deg, #67e8f9 0%, #c4b5fd 50%, #f0abfc 100%)',
    },
    sizes: {
      // SPEC §2 / §9: the navigation is 16 units (of 4px) high.
      nav: '64px',
      content: '1200px',
      toast: '420px',
      drawer: 'min(20rem, 86vw)',
    },
    zIndices: {
      header: '40',
      player: '30',
      overlay: '50',
      drawer: '60',
      toast: '70',
    },
    durations: {
      fast: '140ms',
      base: '220ms',
    },
  },
  { prefix: 'ms' },
)

/** Media queries cannot read custom properties, so the breakpoints are plain values. */
export const breakpoints = { xs: 380, sm: 480, md: 768, lg: 1024 } as const

export const media = {
  xs: `@media (min-width: ${breakpoints.xs}px)`,
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
} as const
