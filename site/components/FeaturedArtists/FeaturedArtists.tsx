import { artistProfile } from '../../lib/catalogue/artists'
import type { ArtistRecord } from '../../lib/read/types'
import { ButtonLink } from '../Button/Button'
import { CardGrid } from '../AlbumGrid/CardGrid'
import { ArtistCard } from '../ArtistCard/ArtistCard'
import { EmptyState } from '../EmptyState/EmptyState'
import { UsersIcon } from '../Icon/Icon'
import { Section } from '../Section/Section'

/** Landing: the first artists of the collective (SPEC §9: 3), or a word on why there are none. */
export function FeaturedArtists({ artists }: { artists: readonly ArtistRecord[] }) {
  return (
    <Section
      id="artists"
      title="Featured Artists"
      eyebrow="The AI artists"
      lead="The models behind the music, each with its own voice, trained and directed by the collective."
      action={
        artists.length > 0 && (
          <ButtonLink href="/artists" $variant="secondary">
            Meet All Artists
          </ButtonLink>
        )
      }
    >
      {artists.length > 0 ? (
        <CardGrid $min="18rem" aria-label="Featured artists">
          {artists.map((artist) => (
            <li key={artist.id}>
              <ArtistCard artist={artistProfile(artist)} />
            </li>
          ))}
        </CardGrid>
      ) : (
        <EmptyState level={3} title="No artists yet" icon={<UsersIcon size={36} />}>
          Our AI artists are still warming up. Their profiles will appear here as soon as they are introduced.
        </EmptyState>
      )}
    </Section>
  )
}
