import type { toContractAlbum } from '@cms/api/mappers/catalogue'

/** An album as the player needs it, from GET /api/albums (SPEC §7), newest release first. */
export type PlayerAlbum = Pick<ReturnType<typeof toContractAlbum>, 'id' | 'title' | 'featuredArtist' | 'coverImageUrl' | 'spotifyUrl'>
