import type { ReactNode } from 'react'
import styled from 'styled-components'
import { media, theme } from '../../styles/theme'
import { eyebrowText } from '../../styles/typography'
import { Container } from '../Container/Container'

const Wrap = styled.section`
  padding-block: clamp(2rem, 1.5rem + 2vw, 3.5rem);
`

const Head = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  &:not(:last-child) { margin-bottom: ${theme.space.xl}; }

  ${media.md} { flex-direction: row; align-items: flex-end; justify-content: space-between; }
`

const Titles = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};

  h2 { font-size: clamp(1.5rem, 1.1rem + 1.6vw, 2.25rem); }
`

const Eyebrow = styled.p`
  ${eyebrowText}
  font-size: ${theme.fontSizes.xs};
`

const Lead = styled.p`
  max-width: 40rem;
  color: ${theme.colors.textMuted};
`

type Props = {
  id: string
  title: string
  eyebrow?: string
  lead?: ReactNode
  /** A link beside the heading, such as View All. */
  action?: ReactNode
  children?: ReactNode
}

/** A titled band of a page; the region is named by its heading for screen readers. */
export function Section({ id, title, eyebrow, lead, action, children }: Props) {
  const headingId = `${id}-title`
  return (
    <Wrap id={id} aria-labelledby={headingId}>
      <Container>
        <Head>
          <Titles>
            {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
            <h2 id={headingId}>{title}</h2>
            {lead && <Lead>{lead}</Lead>}
          </Titles>
          {action}
        </Head>
        {children}
      </Container>
    </Wrap>
  )
}
