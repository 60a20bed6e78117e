'use client'

import type { Album } from '../../lib/read/types'
import { AlbumGrid } from '../AlbumGrid/AlbumGrid'
import { ButtonLink } from '../Button/Button'
import { EmptyState } from '../EmptyState/EmptyState'
import { useFeaturedAlbum } from '../FeaturedAlbum/useFeaturedAlbum'
import { Spotlight } from '../FeaturedAlbum/Spotlight'
import { DiscIcon } from '../Icon/Icon'
import { Section } from '../Section/Section'

type Props = { albums: Album[] }

/** Landing: the featured album (latest until one is clicked) and the first albums of the collection. */
export function LandingAlbums({ albums }: Props) {
  const { featured, feature, spotlight } = useFeaturedAlbum(albums[0] ?? null)

  if (!featured) {
    return (
      <Section id="albums" title="Album Collection" eyebrow="Weekly releases">
        <EmptyState
          level={3}
          title="No albums yet"
          icon={<DiscIcon size={36} />}
          action={<ButtonLink href="/submit">Submit Your Lyrics</ButtonLink>}
        >
          Our first album is still in the studio. New music lands every Monday: send us your lyrics and they could be on
          it.
        </EmptyState>
      </Section>
    )
  }

  return (
    <>
      <Section id="featured" title="Featured Album" eyebrow="In the spotlight">
        {/* Below the hero on phones and desktops alike (top 992 px of 823, 920 of 800): fetched when
            reached, not ahead of what the first screen shows. */}
        <Spotlight album={featured} spotlight={spotlight} priority={false} />
      </Section>
      <Section
        id="albums"
        title="Album Collection"
        eyebrow="Weekly releases"
        lead="Pick an album to put it in the spotlight."
        leadNeedsScripts
        action={
          <ButtonLink href="/albums" $variant="secondary">
            View All Albums
          </ButtonLink>
        }
      >
        <AlbumGrid albums={albums} featured={featured} onSelect={feature} label="Latest albums" />
      </Section>
    </>
  )
}
