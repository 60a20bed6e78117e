import type { ReactNode } from 'react'
import styled from 'styled-components'
import { media, theme } from '../../styles/theme'
import { Container } from '../Container/Container'

const Grid = styled(Container)`
  display: grid;
  gap: ${theme.space.xl};
  align-items: center;
  padding-block: ${theme.space.section};

  ${media.lg} { grid-template-columns: 1fr minmax(0, 28rem); gap: ${theme.space.xxl}; }
`

const Intro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};

  h1 { font-size: ${theme.fontSizes.xxl}; }
  > p { color: ${theme.colors.textMuted}; font-size: ${theme.fontSizes.lg}; max-width: 34rem; }
`

const Perks = styled.ul`
  display: none;
  list-style: none;
  flex-direction: column;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.sm};
  color: ${theme.colors.text};

  li { display: flex; gap: 0.6rem; align-items: baseline; }
  li::before { content: '▹'; color: ${theme.colors.accent}; }

  ${media.lg} { display: flex; }
`

type Props = { children: ReactNode; heading?: string; lead?: string }

/** The account pages: what an account is for (or what this step does), beside the form. */
export function LoginLayout({ children, heading, lead }: Props) {
  return (
    <Grid>
      <Intro>
        <h1>{heading ?? 'Sign in to Machine Soul'}</h1>
        <p>{lead ?? 'One account to take part in the collective. Sign in, or create an account in a few seconds.'}</p>
        {!heading && (
          <Perks>
            <li>Submit lyrics that may become part of a Monday release</li>
            <li>See the lyrics you have sent and their status</li>
            <li>Join the conversation on Neural Chronicles</li>
          </Perks>
        )}
      </Intro>
      {children}
    </Grid>
  )
}
