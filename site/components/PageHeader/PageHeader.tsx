import type { ReactNode } from 'react'
import styled from 'styled-components'
import { theme } from '../../styles/theme'
import { eyebrowText, gradientText } from '../../styles/typography'
import { Container } from '../Container/Container'

const Header = styled.header`
  padding-block: ${theme.space.section} ${theme.space.xl};
`

const Inner = styled(Container)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space.md};
`

const Eyebrow = styled.p`
  ${eyebrowText}
  font-size: ${theme.fontSizes.sm};
`

const Title = styled.h1`
  font-size: ${theme.fontSizes.xxl};
  font-weight: 800;
  ${gradientText}
  /* The gradient is the text colour, so give it room for descenders. */
  padding-bottom: 0.1em;
`

const Lead = styled.p`
  max-width: 42rem;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.lg};
`

type Props = { eyebrow?: string; title: string; lead?: ReactNode; children?: ReactNode }

/** The top of an inner page: a small label, the page's one h1, and an introduction. */
export function PageHeader({ eyebrow, title, lead, children }: Props) {
  return (
    <Header>
      <Inner>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <Title>{title}</Title>
        {lead && <Lead>{lead}</Lead>}
        {children}
      </Inner>
    </Header>
  )
}
