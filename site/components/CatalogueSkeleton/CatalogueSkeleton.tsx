import styled, { keyframes } from 'styled-components'
import { theme } from '../../styles/theme'
import { CardGrid } from '../AlbumGrid/CardGrid'
import { Container } from '../Container/Container'
import { PageHeader } from '../PageHeader/PageHeader'

const shimmer = keyframes`
  from { opacity: 0.45; }
  to { opacity: 0.9; }
`

const Block = styled.div<{ $height: string }>`
  height: ${({ $height }) => $height};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceRaised};
  animation: ${shimmer} 0.9s ease-in-out infinite alternate;
`

const Stack = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  padding-bottom: ${theme.space.section};
`

type Props = { title: string; label: string }

/** Placeholder cards while a catalogue page loads; announced once as busy. */
export function CatalogueSkeleton({ title, label }: Props) {
  return (
    <>
      <PageHeader eyebrow="Catalogue" title={title} />
      <Container>
        <Stack role="status" aria-busy="true" aria-label={label}>
          <Block $height="3rem" />
          <Block $height="clamp(14rem, 30vw, 24rem)" />
          <CardGrid>
            {Array.from({ length: 4 }, (_, i) => (
              <li key={i}>
                <Block $height="22rem" />
              </li>
            ))}
          </CardGrid>
        </Stack>
      </Container>
    </>
  )
}
