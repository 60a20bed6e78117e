import { CACHE_TAGS } from '@cms/cache/tags'
import { revalidateCache } from '@cms/hooks/revalidateCache'

/** Artists show on their own and, by name, on every album card of theirs. */
export const revalidateArtists = revalidateCache(() => [CACHE_TAGS.artists, CACHE_TAGS.albums])
