import type { AlbumCardFragment, ArtistCardFragment } from '../../graphql/generated/graphql'

/** An album as the cards show it (the AlbumCard fragment). */
export type Album = AlbumCardFragment

/** An artist record as the cards show it (the ArtistCard fragment). */
export type ArtistRecord = ArtistCardFragment
