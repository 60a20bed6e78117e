'use client'

import { useEffect, useRef, useState } from 'react'
import { ALBUMS_PAGE_SIZE, ALBUMS_READ_FAILED, albumsOnShow, albumsPagePath } from '../../lib/catalogue/paging'
import { useFocusCarriedOver } from '../../lib/hooks/useFocusCarriedOver'
import { useMounted } from '../../lib/hooks/useMounted'
import type { Album } from '../../lib/read/types'
import { AlbumGrid } from '../AlbumGrid/AlbumGrid'
import { Button, ButtonLink } from '../Button/Button'
import { EmptyCatalogue } from '../EmptyState/EmptyCatalogue'
import { Spotlight } from '../FeaturedAlbum/Spotlight'
import { useFeaturedAlbum } from '../FeaturedAlbum/useFeaturedAlbum'
import { DiscIcon } from '../Icon/Icon'
import { SearchResults } from '../SearchBox/SearchResults'
import { Section } from '../Section/Section'
import styles from './AlbumsBrowser.module.css'
import { useAllAlbums } from './useAllAlbums'
import { useStoredFeature } from './useStoredFeature'

type Props = { albums: readonly Album[]; total: number }

/**
 * /albums: the featured album, then the albums a page at a time, with a search on title or
 * artist across every album. Until scripts have run, "Show more albums" is a link to the next
 * page of albums (/albums/page/2), where the rest are listed.
 */
export function AlbumsBrowser({ albums, total }: Props) {
  const ready = useMounted()
  const [moreLink, moreButton] = useFocusCarriedOver<HTMLButtonElement>(ready)
  const [query, setQuery] = useState('')
  const [shown, setShown] = useState(ALBUMS_PAGE_SIZE)
  const catalogue = useAllAlbums(albums, total)
  const { featured, setFeatured, feature, spotlight } = useFeaturedAlbum(albums[0] ?? null)
  useStoredFeature(setFeatured)

  const { visible, available, searchStatus, searching, complete } = albumsOnShow({ ...catalogue, total }, query, shown)

  // After Show more, focus goes to the first album it brought (once read): the button may be gone
  // with the last page, and focus lost to the page with it.
  const gridRef = useRef<HTMLDivElement>(null)
  const focusFrom = useRef<number | null>(null)
  useEffect(() => {
    const first = focusFrom.current
    if (first === null || visible.length <= first) return
    focusFrom.current = null
    gridRef.current?.querySelectorAll('li')[first]?.querySelector<HTMLElement>('a[href], button')?.focus()
  }, [visible.length])

  if (!featured) {
    return (
      <EmptyCatalogue id="all-albums" heading="All Albums" title="No Albums Yet" icon={<DiscIcon size={36} />}>
        The first Machine Soul album is on its way. Send us your lyrics and they could shape the very first release.
      </EmptyCatalogue>
    )
  }

  // Every album is read when first searched for; after a failed read, the next keystroke asks again.
  const search = (next: string) => {
    setQuery(next)
    setShown(ALBUMS_PAGE_SIZE)
    if (next.trim() !== '') catalogue.load()
  }
  const showMore = () => {
    catalogue.load()
    focusFrom.current = visible.length
    setShown((current) => current + ALBUMS_PAGE_SIZE)
  }
  const moreToShow = available > visible.length

  return (
    <>
      <Section id="featured" title="Featured Album" eyebrow="In the spotlight">
        <Spotlight album={featured} spotlight={spotlight} priority />
      </Section>
      <Section id="all-albums" title="All Albums" lead="Select an album to feature it above." leadNeedsScripts>
        <SearchResults
          id="album-search"
          kind="albums"
          label="Search albums"
          placeholder="Search by album title or artist"
          value={query}
          onChange={search}
          status={searchStatus}
          found={visible.length > 0}
          settled={complete || !searching}
          noResults={<>No album title or artist matches “{query.trim()}”. Try another word, or clear the search to see every album.</>}
        >
          <div ref={gridRef}>
            <AlbumGrid albums={visible} featured={featured} onSelect={feature} label="Albums" />
          </div>
        </SearchResults>
        <div className={styles.more}>
          {/* Always there, so the last page's count is announced too, as the button goes. */}
          <p className={styles.count} aria-live="polite">
            {catalogue.status === 'failed' && !searching ? ALBUMS_READ_FAILED : shown > ALBUMS_PAGE_SIZE || moreToShow ? `Showing ${visible.length} of ${available} albums` : ''}
          </p>
          {moreToShow &&
            (ready ? (
              <Button ref={moreButton} type="button" $variant="secondary" onClick={showMore} aria-busy={catalogue.status === 'loading'}>
                Show more albums
              </Button>
            ) : (
              // Gone as soon as scripts run: nothing to prefetch.
              <ButtonLink ref={moreLink} href={albumsPagePath(2)} $variant="secondary" prefetch={false}>
                Show more albums
              </ButtonLink>
            ))}
        </div>
      </Section>
    </>
  )
}
