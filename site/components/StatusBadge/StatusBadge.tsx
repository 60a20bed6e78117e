import styled from 'styled-components'
import { statusLabel, submissionTone, type StatusTone } from '../../lib/catalogue/status'
import { theme } from '../../styles/theme'

const colours: Record<StatusTone, string> = {
  success: theme.colors.success,
  danger: theme.colors.danger,
  warning: theme.colors.warning,
}

const Badge = styled.span<{ $tone: StatusTone }>`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  padding: 0.15rem 0.65rem;
  border: 1px solid currentColor;
  border-radius: ${theme.radii.pill};
  color: ${({ $tone }) => colours[$tone]};
  font-size: ${theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  white-space: nowrap;

  &::before {
    content: '';
    width: 0.45rem;
    height: 0.45rem;
    border-radius: 50%;
    background: currentColor;
  }
`

/**
 * A status, coloured as SPEC §2 asks: a lyric submission's by default (approved green, rejected
 * red, else yellow); other records pass their own tone (e.g. a blog post's).
 */
export function StatusBadge({ status, tone = submissionTone(status) }: { status: string; tone?: StatusTone }) {
  return (
    <Badge $tone={tone} data-tone={tone}>
      {statusLabel(status)}
    </Badge>
  )
}
