import { CACHE_TAGS } from '../../../cache/tags'
import { revalidateCache } from '../../../hooks/revalidateCache'

/** A post shows on the blog, its article, other articles' More Articles, RSS and the sitemap. */
export const revalidatePosts = revalidateCache(() => [CACHE_TAGS.blogPosts])
