'use client'

import { useRouter } from 'next/navigation'
import styled from 'styled-components'
import { ALBUM_CHIPS, type DerivedArtist } from '../../lib/catalogue/artists'
import { formatDate, isoDate } from '../../lib/catalogue/dates'
import { FEATURED_ALBUM_KEY } from '../../lib/catalogue/featuredStorage'
import type { Album } from '../../lib/read/types'
import { theme } from '../../styles/theme'

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.35rem ${theme.space.md};
  margin: 0;
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceRaised};
  font-size: ${theme.fontSizes.sm};

  dt { color: ${theme.colors.textMuted}; }
  dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
`

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  list-style: none;
`

const Chip = styled.button`
  min-height: 2.25rem;
  padding: 0.2rem 0.8rem;
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surface};
  font-size: ${theme.fontSizes.sm};
  text-align: start;
  transition: border-color ${theme.durations.base} ease, background-color ${theme.durations.base} ease;

  &:hover { border-color: ${theme.colors.accent}; background: ${theme.colors.surfaceHover}; }
`

const More = styled.li`
  align-self: center;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`

/** An artist's catalogue on /artists: count, latest release, and album chips that open /albums featuring that album. */
export function ArtistAlbums({ artist }: { artist: DerivedArtist }) {
  const router = useRouter()
  const shown = artist.albums.slice(0, ALBUM_CHIPS)
  const rest = artist.albums.length - shown.length
  const latest = artist.latest

  const open = (album: Album) => {
    sessionStorage.setItem(FEATURED_ALBUM_KEY, JSON.stringify(album))
    router.push('/albums')
  }

  return (
    <>
      <Facts>
        <dt>Albums</dt>
        <dd>{artist.albums.length}</dd>
        <dt>Latest release</dt>
        <dd>
          {latest?.title}
          {' · '}
          {formatDate(latest?.releaseDate) ? (
            <time dateTime={isoDate(latest?.releaseDate)}>{formatDate(latest?.releaseDate)}</time>
          ) : (
            'Date TBA'
          )}
        </dd>
      </Facts>
      <Chips aria-label={`Albums by ${artist.name}`}>
        {shown.map((album) => (
          <li key={album.id}>
            <Chip type="button" onClick={() => open(album)} aria-label={`${album.title}: feature on the albums page`}>
              {album.title}
            </Chip>
          </li>
        ))}
        {rest > 0 && <More>+{rest} more</More>}
      </Chips>
    </>
  )
}
