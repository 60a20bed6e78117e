import type { ReactNode } from 'react'
import styled from 'styled-components'
import { media, theme } from '../../styles/theme'

const Card = styled.section`
  width: 100%;
  padding: ${theme.space.lg} ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};

  > h2 { display: flex; align-items: center; gap: ${theme.space.sm}; margin-bottom: ${theme.space.lg}; font-size: 1.4rem; }
  > h2 svg { flex: none; color: ${theme.colors.accentStrong}; }

  ${media.sm} { padding: ${theme.space.xl}; }
`

type Props = { title: string; icon?: ReactNode; children: ReactNode }

/** A titled card holding a form or what stands in for it (the sign-in prompt, the contact details). */
export function FormCard({ title, icon, children }: Props) {
  return (
    <Card aria-label={title}>
      <h2>
        {icon}
        {title}
      </h2>
      {children}
    </Card>
  )
}
