'use client'

import type { ReactNode } from 'react'
import styled from 'styled-components'
import { accentIndex, type ArtistProfile } from '../../lib/catalogue/artists'
import { theme } from '../../styles/theme'
import { CoverImage } from '../CoverImage/CoverImage'
import { ListenOnSpotify } from '../ListenOnSpotify/ListenOnSpotify'
import { ShareButton } from '../ShareButton/ShareButton'

/** SPEC §2: an artist's colour cycles through three accents by id modulo 3. */
const ACCENTS = [theme.colors.accent, theme.colors.accentViolet, theme.colors.accentAlt] as const

const Card = styled.article<{ $accent: string }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-top: 4px solid ${({ $accent }) => $accent};
  border-radius: ${theme.radii.lg};
  background:
    radial-gradient(circle at 50% -20%, color-mix(in srgb, ${({ $accent }) => $accent} 18%, transparent), transparent 60%),
    ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
`

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
`

const Portrait = styled(CoverImage)<{ $accent: string }>`
  flex: none;
  width: 5rem;
  box-shadow: 0 0 0 3px ${({ $accent }) => $accent};
`

const Names = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.35rem;
  min-width: 0;

  h3 { font-size: ${theme.fontSizes.lg}; overflow-wrap: anywhere; }
`

const Model = styled.p<{ $accent: string }>`
  align-self: flex-start;
  padding: 0.1rem 0.6rem;
  border: 1px solid ${({ $accent }) => $accent};
  border-radius: ${theme.radii.pill};
  color: ${theme.colors.text};
  font-family: ${theme.fonts.mono};
  font-size: ${theme.fontSizes.xs};
`

const Description = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin-top: auto;
`

type Props = { artist: ArtistProfile; children?: ReactNode }

/** One AI artist: portrait, name, model, description, Spotify and share (SPEC §2 "Artist card"). */
export function ArtistCard({ artist, children }: Props) {
  const accent = ACCENTS[accentIndex(artist.id)]
  return (
    <Card $accent={accent} aria-label={artist.name} data-accent={accentIndex(artist.id)}>
      <Head>
        <Portrait src={artist.image} alt={`Portrait of ${artist.name}`} sizes="80px" round $accent={accent} />
        <Names>
          <h3>{artist.name}</h3>
        </Names>
      </Head>
      <Model $accent={accent}>
        <span aria-hidden="true">Model · </span>
        {artist.modelVersion}
      </Model>
      <Description>{artist.description}</Description>
      {children}
      <Actions>
        {artist.spotifyUrl && <ListenOnSpotify href={artist.spotifyUrl} name={artist.name} label="Open on Spotify" />}
        <ShareButton
          name={artist.name}
          title={artist.name}
          text={`Discover ${artist.name}, an AI artist of the Machine Soul Collective`}
          url={artist.spotifyUrl}
        />
      </Actions>
    </Card>
  )
}
