import { updateAlbum } from '@cms/api/albums/handlers'

export const PUT = updateAlbum
