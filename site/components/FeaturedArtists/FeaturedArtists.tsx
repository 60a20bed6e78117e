import { artistProfile } from '../../lib/catalogue/artists'
import type { ArtistRecord } from '../../lib/read/types'
import { CardGrid } from '../AlbumGrid/CardGrid'
import { ArtistCard } from '../ArtistCard/ArtistCard'
import { UsersIcon } from '../Icon/Icon'
import { PreviewSection } from '../PreviewSection/PreviewSection'

/** Landing: the first artists of the collective (SPEC §9: 3), or a word on why there are none. */
export function FeaturedArtists({ artists }: { artists: readonly ArtistRecord[] }) {
  return (
    <PreviewSection
      id="artists"
      title="Featured Artists"
      eyebrow="The AI artists"
      lead="The models behind the music, each with its own voice, trained and directed by the collective."
      hasItems={artists.length > 0}
      viewAll={{ href: '/artists', label: 'Meet All Artists' }}
      empty={{
        title: 'No artists yet',
        icon: <UsersIcon size={36} />,
        text: 'Our AI artists are still warming up. Their profiles will appear here as soon as they are introduced.',
      }}
    >
      <CardGrid $min="18rem" aria-label="Featured artists">
        {artists.map((artist) => (
          <li key={artist.id}>
            <ArtistCard artist={artistProfile(artist)} />
          </li>
        ))}
      </CardGrid>
    </PreviewSection>
  )
}
