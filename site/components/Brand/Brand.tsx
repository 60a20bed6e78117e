import Link from 'next/link'
import styled from 'styled-components'
import { theme } from '../../styles/theme'

const BrandLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  color: ${theme.colors.text};
  font-weight: 800;
  font-size: ${theme.fontSizes.lg};
  letter-spacing: -0.02em;
  text-decoration: none;
  white-space: nowrap;

  svg { flex: none; }
  &:hover svg { filter: drop-shadow(0 0 6px rgba(34, 211, 238, 0.7)); }
`

/** Five equaliser bars in the accent colours: the collective's mark. */
function BrandMark() {
  const bars = [
    { x: 3, h: 8, color: theme.colors.accent },
    { x: 8, h: 16, color: theme.colors.accent },
    { x: 13, h: 22, color: theme.colors.accentViolet },
    { x: 18, h: 12, color: theme.colors.accentAlt },
    { x: 23, h: 6, color: theme.colors.accentAlt },
  ]
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      {bars.map(({ x, h, color }) => (
        <rect key={x} x={x - 1.5} y={14 - h / 2} width="3" height={h} rx="1.5" style={{ fill: color }} />
      ))}
    </svg>
  )
}

/** The brand title, linking home. */
export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <BrandLink href="/" onClick={onNavigate}>
      <BrandMark />
      Machine Soul
    </BrandLink>
  )
}
