import type { CSSProperties } from 'react'

/**
 * Custom properties for an element's style attribute: how a value known only at render time
 * (a size, a depth, an accent colour) reaches its CSS module, which reads it with var().
 */
export function cssVars(vars: Record<`--${string}`, string | number>): CSSProperties {
  // React's CSSProperties has no index for custom properties, though React sets them as given.
  return vars as CSSProperties
}
