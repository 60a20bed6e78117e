import { createAlbum, listAlbums } from '@cms/api/albums/handlers'

export const GET = listAlbums
export const POST = createAlbum
