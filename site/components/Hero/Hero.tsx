import styled from 'styled-components'
import { STREAMING_SEARCH_URL } from '../../lib/navigation'
import { media, theme } from '../../styles/theme'
import { eyebrowText, gradientText } from '../../styles/typography'
import { ButtonExternal, ButtonLink } from '../Button/Button'
import { Container } from '../Container/Container'
import { ExternalIcon, PenIcon } from '../Icon/Icon'
import { Waveform } from '../Waveform/Waveform'

const Section = styled.section`
  padding-block: ${theme.space.section};
  overflow: hidden;
`

const Grid = styled(Container)`
  display: grid;
  gap: ${theme.space.xxl};
  align-items: center;

  ${media.lg} { grid-template-columns: 1.25fr 1fr; }
`

const Copy = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
`

const Eyebrow = styled.p`
  align-self: flex-start;
  padding: 0.35rem 0.9rem;
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surface};
  ${eyebrowText}
  font-size: ${theme.fontSizes.xs};
`

const Headline = styled.h1`
  font-size: ${theme.fontSizes.display};
  font-weight: 850;
  letter-spacing: -0.035em;

  span {
    ${gradientText}
  }
`

const Blurb = styled.p`
  max-width: 36rem;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.lg};
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
`

const Visual = styled(Waveform)`
  height: clamp(9rem, 22vw, 20rem);
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background:
    radial-gradient(circle at 30% 20%, ${theme.colors.bgGlowCyan}, transparent 60%),
    radial-gradient(circle at 80% 90%, ${theme.colors.bgGlowMagenta}, transparent 60%),
    ${theme.colors.surface};
`

/** The landing page's opening: the pitch, where to listen, and the way to take part. */
export function Hero() {
  return (
    <Section aria-labelledby="hero-title">
      <Grid>
        <Copy>
          <Eyebrow>New album every Monday</Eyebrow>
          <Headline id="hero-title">
            {/* A non-breaking hyphen: "AI-" never ends a line. */}
            The <span>{'AI\u2011generated music'}</span> revolution is here
          </Headline>
          <Blurb>
            Machine Soul is a collective of human writers and AI artists. Every Monday we release a brand-new album,
            composed with AI from original lyrics, including lyrics sent in by listeners like you.
          </Blurb>
          <Actions>
            <ButtonExternal href={STREAMING_SEARCH_URL} $size="lg">
              Listen on Spotify <ExternalIcon size={18} />
            </ButtonExternal>
            <ButtonLink href="/submit" $size="lg" $variant="secondary">
              <PenIcon size={18} /> Submit Your Lyrics
            </ButtonLink>
          </Actions>
        </Copy>
        <Visual />
      </Grid>
    </Section>
  )
}
