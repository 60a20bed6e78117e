import styled from 'styled-components'
import { theme } from '../../styles/theme'
import { gradientText } from '../../styles/typography'
import { ButtonLink } from '../Button/Button'
import { Container } from '../Container/Container'
import { ArrowLeftIcon } from '../Icon/Icon'
import { RequestedPath } from './RequestedPath'

const Section = styled(Container)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space.lg};
  padding-block: ${theme.space.section};
`

const Code = styled.p`
  font-family: ${theme.fonts.mono};
  font-size: clamp(4rem, 2rem + 10vw, 8rem);
  font-weight: 700;
  line-height: 1;
  ${gradientText}
`

const Title = styled.h1`
  font-size: ${theme.fontSizes.xxl};
`

const Text = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.lg};
`

const Console = styled.pre`
  width: 100%;
  max-width: 40rem;
  margin: 0;
  padding: ${theme.space.md} ${theme.space.lg};
  overflow-x: auto;
  border: 1px solid ${theme.colors.border};
  border-left: 3px solid ${theme.colors.accentAlt};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  line-height: 1.8;
  white-space: pre-wrap;
  overflow-wrap: anywhere;

  strong { color: ${theme.colors.text}; font-weight: 600; }
  em { color: ${theme.colors.accentStrong}; font-style: normal; }
`

/** SPEC §2: '404 Page Not Found' with a developer-style hint, and the way home. */
export function NotFound() {
  return (
    <Section>
      <Code aria-hidden="true">404</Code>
      <Title>404 Page Not Found</Title>
      <Text>This page doesn&apos;t exist, or it has moved.</Text>
      <Console>
        <strong>
          GET <RequestedPath />
        </strong>
        {'\n'}
        <em>{'// '}Did you forget to add the page to the router?</em>
      </Console>
      <ButtonLink href="/">
        <ArrowLeftIcon size={18} /> Back to home
      </ButtonLink>
    </Section>
  )
}
