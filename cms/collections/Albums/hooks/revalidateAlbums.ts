import { CACHE_TAGS } from '@cms/cache/tags'
import { revalidateCache } from '@cms/hooks/revalidateCache'

/** Any album write changes the catalogue pages, the player's list and GET /api/albums. */
export const revalidateAlbums = revalidateCache(() => [CACHE_TAGS.albums])
