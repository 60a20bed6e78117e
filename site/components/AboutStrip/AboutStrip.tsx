import styled from 'styled-components'
import { media, theme } from '../../styles/theme'
import { gradientText } from '../../styles/typography'
import { ButtonLink } from '../Button/Button'
import { Container } from '../Container/Container'

const Section = styled.section`
  padding-block: ${theme.space.section};
`

const Panel = styled(Container)`
  display: grid;
  gap: ${theme.space.xl};

  ${media.lg} { grid-template-columns: 1fr 1.2fr; align-items: center; }
`

const Copy = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space.md};

  h2 { font-size: ${theme.fontSizes.xxl}; }
  p { color: ${theme.colors.textMuted}; }
`

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8.5rem, 1fr));
  gap: ${theme.space.md};
  margin: 0;
`

const Stat = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: 0.25rem;
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};

  dt { color: ${theme.colors.textMuted}; font-size: ${theme.fontSizes.sm}; }
  dd {
    margin: 0;
    font-size: clamp(1.5rem, 1rem + 1.6vw, 2rem);
    font-weight: 800;
    font-variant-numeric: tabular-nums;
    ${gradientText}
  }
`

type Props = { albumCount: number; artistCount: number }

/** SPEC §2 landing "About section with counts of albums and artists". */
export function AboutStrip({ albumCount, artistCount }: Props) {
  return (
    <Section aria-labelledby="about-title">
      <Panel>
        <Copy>
          <h2 id="about-title">About Machine Soul</h2>
          <p>
            We write the words, shape the sound and direct the machines. Each release pairs original lyrics and artwork
            with AI composition, and lands on streaming services every Monday.
          </p>
          <ButtonLink href="/about" $variant="secondary">
            Our story
          </ButtonLink>
        </Copy>
        <Stats>
          <Stat>
            <dt>Albums released</dt>
            <dd>{albumCount}</dd>
          </Stat>
          <Stat>
            <dt>AI artists</dt>
            <dd>{artistCount}</dd>
          </Stat>
          <Stat>
            <dt>New album every Monday</dt>
            <dd>Weekly</dd>
          </Stat>
        </Stats>
      </Panel>
    </Section>
  )
}
