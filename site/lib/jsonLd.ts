import { albumPath } from './catalogue/albumPath'
import { albumArtistName, DEFAULT_COVER } from './catalogue/defaults'
import { isoDate } from './catalogue/dates'
import type { ArtistProfile } from './catalogue/artists'
import type { Album } from './read/types'

type JsonLdNode = Record<string, unknown>

/** A site-relative path (/demo/x.webp) made absolute against the site's origin; full URLs untouched. */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  return new URL(pathOrUrl, `${origin}/`).toString()
}

/** schema.org MusicAlbum for one album: name, byArtist, datePublished, image, its page's url, and Spotify as sameAs. */
export function musicAlbum(album: Album, origin: string): JsonLdNode {
  return {
    '@type': 'MusicAlbum',
    name: album.title,
    byArtist: { '@type': 'MusicGroup', name: albumArtistName(album) },
    datePublished: isoDate(album.releaseDate),
    image: absoluteUrl(album.coverImageUrl || DEFAULT_COVER, origin),
    url: absoluteUrl(albumPath(album), origin),
    ...(album.spotifyUrl ? { sameAs: album.spotifyUrl } : {}),
  }
}

/** schema.org MusicGroup for one artist. */
export function musicGroup(artist: ArtistProfile & { albums?: readonly Album[] }, origin: string): JsonLdNode {
  return {
    '@type': 'MusicGroup',
    name: artist.name,
    description: artist.description,
    image: absoluteUrl(artist.image, origin),
    url: artist.spotifyUrl || absoluteUrl('/artists', origin),
    ...(artist.albums?.length ? { album: artist.albums.map((album) => ({ '@type': 'MusicAlbum', name: album.title })) } : {}),
  }
}

/** A list of nodes as one JSON-LD document (an ItemList keeps the page's order). */
export function itemList(nodes: readonly JsonLdNode[]): JsonLdNode {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: nodes.map((item, index) => ({ '@type': 'ListItem', position: index + 1, item })),
  }
}

/**
 * JSON for a <script type="application/ld+json">: every '<' escaped, so no value (an album title
 * such as "</script>") can close the script element.
 */
export function serializeJsonLd(document: JsonLdNode): string {
  return JSON.stringify(document).replace(/</g, '\\u003c')
}
