'use client'

import styled from 'styled-components'
import { isoDate } from '../../lib/catalogue/dates'
import type { Album } from '../../lib/read/types'
import { visuallyHidden } from '../../styles/visuallyHidden'
import { CoverImage } from '../CoverImage/CoverImage'
import { ListenOnSpotify } from '../ListenOnSpotify/ListenOnSpotify'
import { ShareButton } from '../ShareButton/ShareButton'
import { albumDisplay } from './albumDisplay'
import { Actions, Artist, Badge, Body, Card, Description, Meta, SelectButton, Title } from './styles'

const Hidden = styled.span`
  ${visuallyHidden}
`

export const ALBUM_CARD_SIZES = '(min-width: 1240px) 280px, (min-width: 768px) 45vw, 100vw'

type Props = {
  album: Album
  /** The album's artist record (signed-in home pairs them by the artist relation); else featuredArtist. */
  artist?: { name: string } | null
  featured?: boolean
  /** Makes the card a button that features this album. */
  onSelect?: (album: Album) => void
}

/** One album: cover, title, artist, blurb, release date, Spotify and share (SPEC §2 "Album card"). */
export function AlbumCard({ album, artist, featured = false, onSelect }: Props) {
  const shown = albumDisplay(album, artist?.name)
  return (
    <Card $featured={featured} $selectable={Boolean(onSelect)}>
      {featured && <Badge>Featured</Badge>}
      <CoverImage src={shown.cover} alt={`Cover of ${album.title}`} sizes={ALBUM_CARD_SIZES} />
      <Body>
        <Title>
          {onSelect ? (
            <SelectButton type="button" aria-pressed={featured} onClick={() => onSelect(album)}>
              <Hidden>Feature </Hidden>
              {album.title}
            </SelectButton>
          ) : (
            album.title
          )}
        </Title>
        <Artist>{shown.artist}</Artist>
        {shown.released && (
          <Meta>
            Released <time dateTime={isoDate(album.releaseDate)}>{shown.released}</time>
          </Meta>
        )}
        <Description>{shown.description}</Description>
      </Body>
      <Actions>
        {album.spotifyUrl && (
          <ListenOnSpotify href={album.spotifyUrl} name={album.title} />
        )}
        <ShareButton {...shown.share} />
      </Actions>
    </Card>
  )
}
