import type { Album, Artist } from '../../payload-types'
import { relationId } from '../../lib/relationId'
import { orNull } from './orNull'

/** An album as the contract shows it (SPEC §3 albums). */
export function toContractAlbum(album: Album) {
  return {
    id: album.id,
    title: album.title,
    /** Its page, /albums/{slug}: beyond SPEC §3's fields, so that cards built from this row link to it. */
    slug: album.slug,
    artistId: relationId(album.artist),
    ...orNull(album, ['featuredArtist', 'description', 'coverImageUrl', 'spotifyUrl']),
    releaseDate: album.releaseDate,
    isActive: album.isActive,
    createdAt: album.createdAt,
  }
}

/** An artist as the contract shows it (SPEC §3 artists). */
export function toContractArtist(artist: Artist) {
  return {
    id: artist.id,
    name: artist.name,
    ...orNull(artist, ['description', 'modelVersion', 'profileImageUrl', 'spotifyUrl']),
    isActive: artist.isActive,
    createdAt: artist.createdAt,
  }
}
