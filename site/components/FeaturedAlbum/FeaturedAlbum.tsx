import styled from 'styled-components'
import { isoDate } from '../../lib/catalogue/dates'
import type { Album } from '../../lib/read/types'
import { media, theme } from '../../styles/theme'
import { eyebrowText } from '../../styles/typography'
import { albumDisplay } from '../AlbumCard/albumDisplay'
import { CoverImage } from '../CoverImage/CoverImage'
import { ListenOnSpotify } from '../ListenOnSpotify/ListenOnSpotify'
import { ShareButton } from '../ShareButton/ShareButton'

const Panel = styled.article`
  display: grid;
  gap: ${theme.space.xl};
  padding: clamp(1rem, 0.5rem + 2vw, 2rem);
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.lg};
  background:
    radial-gradient(circle at 85% 15%, ${theme.colors.bgGlowMagenta}, transparent 55%),
    ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};

  ${media.md} { grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); align-items: center; }
`

const Details = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space.md};
`

const Label = styled.p`
  ${eyebrowText}
  font-size: ${theme.fontSizes.xs};
`

const Title = styled.h3`
  font-size: clamp(1.6rem, 1.1rem + 2vw, 2.6rem);
  font-weight: 800;
`

const Artist = styled.p`
  color: ${theme.colors.accentStrong};
  font-size: ${theme.fontSizes.lg};
  font-weight: 600;
`

const Released = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`

const Description = styled.p`
  max-width: 38rem;
  color: ${theme.colors.textMuted};
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`

type Props = { album: Album; priority?: boolean }

/** The album in the spotlight: large cover, full description, Spotify and share. */
export function FeaturedAlbum({ album, priority }: Props) {
  const shown = albumDisplay(album)
  return (
    <Panel aria-label={`Featured album: ${album.title}`}>
      <CoverImage src={shown.cover} alt={`Cover of ${album.title}`} sizes="(min-width: 1240px) 460px, (min-width: 768px) 40vw, 100vw" priority={priority} />
      <Details>
        <Label>Featured album</Label>
        <Title>{album.title}</Title>
        <Artist>by {shown.artist}</Artist>
        {shown.released && (
          <Released>
            Released <time dateTime={isoDate(album.releaseDate)}>{shown.released}</time>
          </Released>
        )}
        <Description>{shown.description}</Description>
        <Actions>
          {album.spotifyUrl && (
            <ListenOnSpotify href={album.spotifyUrl} name={album.title} $size="md" />
          )}
          <ShareButton {...shown.share} $size="md" />
        </Actions>
      </Details>
    </Panel>
  )
}
