import type { ReactNode } from 'react'
import styled from 'styled-components'
import { theme } from '../../styles/theme'

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.md};
  padding: ${theme.space.xxl} ${theme.space.lg};
  border: 1px dashed ${theme.colors.borderStrong};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  text-align: center;

  p { max-width: 32rem; color: ${theme.colors.textMuted}; }
`

const IconWrap = styled.span`
  color: ${theme.colors.accentStrong};
`

type Props = {
  title: string
  children: ReactNode
  icon?: ReactNode
  /** A button or link that leads on (e.g. Submit Lyrics, Clear Search). */
  action?: ReactNode
  /** The heading level the surrounding outline needs (h2 on a page, h3 inside a section). */
  level?: 2 | 3
}

/** What a list shows when it has nothing to list: a title, a line of why, and a way on. */
export function EmptyState({ title, children, icon, action, level = 2 }: Props) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <Box>
      {icon && <IconWrap>{icon}</IconWrap>}
      <Heading>{title}</Heading>
      <p>{children}</p>
      {action}
    </Box>
  )
}
