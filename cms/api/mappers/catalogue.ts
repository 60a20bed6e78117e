import type { Album, Artist } from '../../payload-types'
import { relationId } from '../../lib/relationId'

/** An album as the contract shows it (SPEC §3 albums). */
export function toContractAlbum(album: Album) {
  return {
    id: album.id,
    title: album.title,
    /** Its page, /albums/{slug}: beyond SPEC §3's fields, so that cards built from this row link to it. */
    slug: album.slug,
    artistId: relationId(album.artist),
    featuredArtist: album.featuredArtist ?? null,
    description: album.description ?? null,
    coverImageUrl: album.coverImageUrl ?? null,
    spotifyUrl: album.spotifyUrl ?? null,
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
    description: artist.description ?? null,
    modelVersion: artist.modelVersion ?? null,
    profileImageUrl: artist.profileImageUrl ?? null,
    spotifyUrl: artist.spotifyUrl ?? null,
    isActive: artist.isActive,
    createdAt: artist.createdAt,
  }
}
