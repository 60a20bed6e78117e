'use client'

import { clsx } from 'clsx'
import type { ReactNode } from 'react'
import { accentIndex, type ArtistProfile } from '../../lib/catalogue/artists'
import { CoverImage } from '../CoverImage/CoverImage'
import { FollowArtist } from '../Newsletter/FollowArtist'
import { ListenOnSpotify } from '../ListenOnSpotify/ListenOnSpotify'
import { ShareButton } from '../ShareButton/ShareButton'
import styles from './ArtistCard.module.css'

/** SPEC §2: an artist's colour cycles through three accents by id modulo 3. */
const ACCENTS = [styles.accent, styles.accentViolet, styles.accentAlt] as const

type Props = { artist: ArtistProfile; children?: ReactNode }

/** One AI artist: portrait, name, model, description, Spotify and share (SPEC §2 "Artist card"). */
export function ArtistCard({ artist, children }: Props) {
  const accent = ACCENTS[accentIndex(artist.id)]
  return (
    <article className={clsx(styles.card, accent)} aria-label={artist.name} data-accent={accentIndex(artist.id)}>
      <div className={styles.head}>
        <CoverImage className={styles.portrait} src={artist.image} alt={`Portrait of ${artist.name}`} sizes="80px" round />
        <div className={styles.names}>
          <h3>{artist.name}</h3>
        </div>
      </div>
      <p className={styles.model}>
        <span aria-hidden="true">Model · </span>
        {artist.modelVersion}
      </p>
      <p className={styles.description}>{artist.description}</p>
      {children}
      {/* Artists named only on albums (negative ids) have no record to follow. */}
      {artist.id > 0 && <FollowArtist artist={artist} />}
      <div className={styles.actions}>
        {artist.spotifyUrl && <ListenOnSpotify href={artist.spotifyUrl} name={artist.name} label="Open on Spotify" />}
        <ShareButton
          name={artist.name}
          title={artist.name}
          text={`Discover ${artist.name}, an AI artist of the Machine Soul Collective`}
          url={artist.spotifyUrl}
        />
      </div>
    </article>
  )
}
