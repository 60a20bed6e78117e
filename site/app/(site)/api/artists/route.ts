import { createArtist, listArtists } from '@cms/api/artists/handlers'

export const GET = listArtists
export const POST = createArtist
