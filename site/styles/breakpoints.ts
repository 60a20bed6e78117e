/**
 * The layout's breakpoints in px, for scripts that match media (CSS modules write the same
 * numbers in their @media rules, since media queries cannot read custom properties).
 */
export const breakpoints = { xs: 380, sm: 480, md: 768, lg: 1024, xl: 1280 } as const
