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

const Card = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
`

const IconWrap = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 3rem;
  height: 3rem;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.accentStrong};
`

const Text = styled.div`
  display: flex;
  flex-direction: column-reverse;
  min-width: 0;

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

type Props = { label: string; value: ReactNode; icon: ReactNode }

/** One figure with its label, e.g. "Total Albums 13"; place inside a StatGrid. */
export function StatCard({ label, value, icon }: Props) {
  return (
    <Card>
      <IconWrap>{icon}</IconWrap>
      <Text>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </Text>
    </Card>
  )
}
