'use client'

import { useState } from 'react'
import { filterAlbums, resultCountText } from '../../lib/catalogue/search'
import type { Album } from '../../lib/read/types'
import { AlbumGrid } from '../AlbumGrid/AlbumGrid'
import { EmptyState } from '../EmptyState/EmptyState'
import { NoResults } from '../EmptyState/NoResults'
import { SubmitLyricsAction } from '../EmptyState/SubmitLyricsAction'
import { Spotlight } from '../FeaturedAlbum/Spotlight'
import { useFeaturedAlbum } from '../FeaturedAlbum/useFeaturedAlbum'
import { DiscIcon } from '../Icon/Icon'
import { SearchBox } from '../SearchBox/SearchBox'
import { Section } from '../Section/Section'
import { useStoredFeature } from './useStoredFeature'

type Props = { albums: Album[] }

/** /albums: the featured album, then every album with a search on title or artist. */
export function AlbumsBrowser({ albums }: Props) {
  const [query, setQuery] = useState('')
  const { featured, setFeatured, feature, spotlight } = useFeaturedAlbum(albums[0] ?? null)
  useStoredFeature(setFeatured)

  if (!featured) {
    return (
      <Section id="all-albums" title="All Albums">
        <EmptyState
          level={3}
          title="No Albums Yet"
          icon={<DiscIcon size={36} />}
          action={<SubmitLyricsAction />}
        >
          The first Machine Soul album is on its way. Send us your lyrics and they could shape the very first release.
        </EmptyState>
      </Section>
    )
  }

  const results = filterAlbums(albums, query)
  const searching = query.trim() !== ''
  return (
    <>
      <Section id="featured" title="Featured Album" eyebrow="In the spotlight">
        <Spotlight album={featured} spotlight={spotlight} />
      </Section>
      <Section id="all-albums" title="All Albums" lead="Select an album to feature it above.">
        <SearchBox
          id="album-search"
          label="Search albums"
          placeholder="Search by album title or artist"
          value={query}
          onChange={setQuery}
          status={searching ? resultCountText(results.length, query) : null}
        />
        {results.length > 0 ? (
          <AlbumGrid albums={results} featured={featured} onSelect={feature} label="Albums" />
        ) : (
          <NoResults onClear={() => setQuery('')}>
            No album title or artist matches “{query.trim()}”. Try another word, or clear the search to see every album.
          </NoResults>
        )}
      </Section>
    </>
  )
}
