import type { ReactNode } from 'react'
import styled from 'styled-components'
import { theme } from '../../styles/theme'
import { gradientText } from '../../styles/typography'

/** A row of stat cards (a description list: each card is a term and its value). */
export const StatGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: ${theme.space.md};
  margin: 0;
`

// A term-and-value group of the list: only dt and dd may sit in it, so the icon lives in the dt
// and is placed beside both by position.
const Card = styled.div`
  position: relative;
  display: flex;
  flex-direction: column-reverse;
  justify-content: center;
  min-width: 0;
  min-height: calc(3rem + 2 * ${theme.space.lg});
  padding: ${theme.space.lg};
  padding-left: calc(${theme.space.lg} + 3rem + ${theme.space.md});
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};

  dt { color: ${theme.colors.textMuted}; font-size: ${theme.fontSizes.sm}; }
  dd {
    margin: 0;
    font-size: clamp(1.4rem, 1rem + 1.2vw, 1.9rem);
    font-weight: 800;
    line-height: 1.2;
    font-variant-numeric: tabular-nums;
    ${gradientText}
  }
`

const IconWrap = styled.span`
  position: absolute;
  top: 50%;
  left: ${theme.space.lg};
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.accentStrong};
  transform: translateY(-50%);
`

type Props = { label: string; value: ReactNode; icon: ReactNode }

/** One figure with its label, e.g. "Total Albums 13"; place inside a StatGrid. */
export function StatCard({ label, value, icon }: Props) {
  return (
    <Card>
      <dt>
        <IconWrap aria-hidden="true">{icon}</IconWrap>
        {label}
      </dt>
      <dd>{value}</dd>
    </Card>
  )
}
