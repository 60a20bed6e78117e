'use client'

import { artistAnchor } from '@cms/lib/artistAnchor'
import type { ArtistSummary } from '../../lib/catalogue/artists'
import { filterByName, resultCountText } from '../../lib/catalogue/search'
import { CardGrid } from '../AlbumGrid/CardGrid'
import { ArtistAlbums } from '../ArtistAlbums/ArtistAlbums'
import { ArtistCard } from '../ArtistCard/ArtistCard'
import { EmptyCatalogue } from '../EmptyState/EmptyCatalogue'
import { UsersIcon } from '../Icon/Icon'
import { SearchResults } from '../SearchBox/SearchResults'
import { useQueryInAddress } from '../SearchBox/useQueryInAddress'
import { Section } from '../Section/Section'

/** /artists: the artists behind the albums, most prolific first, with a search by name (`?q=` opens it searched). */
export function ArtistsBrowser({ artists }: { artists: ArtistSummary[] }) {
  const [query, setQuery] = useQueryInAddress()

  if (artists.length === 0) {
    return (
      <EmptyCatalogue id="all-artists" heading="Featured Artists" title="No Featured Artists Yet" icon={<UsersIcon size={36} />}>
        Artists appear here with their first album. The first release is on its way, and your lyrics could be part of it.
      </EmptyCatalogue>
    )
  }

  const results = filterByName(artists, query)
  const searching = query.trim() !== ''
  return (
    <Section id="all-artists" title="Featured Artists" lead="Pick an album to see it on the albums page." leadNeedsScripts>
      <SearchResults
        id="artist-search"
        kind="artists"
        label="Search artists"
        placeholder="Search by artist name"
        value={query}
        onChange={setQuery}
        status={searching ? resultCountText(results.length, query) : null}
        found={results.length > 0}
        noResults={<>No artist is called anything like “{query.trim()}”. Try another name, or clear the search to see them all.</>}
      >
        <CardGrid $min="18rem" aria-label="Artists">
          {results.map((artist) => (
            // The anchor a search's link to the artist ends with (cms/search/query.ts).
            <li key={artist.name} id={artistAnchor(artist.name)}>
              <ArtistCard artist={artist}>
                <ArtistAlbums artist={artist} />
              </ArtistCard>
            </li>
          ))}
        </CardGrid>
      </SearchResults>
    </Section>
  )
}
