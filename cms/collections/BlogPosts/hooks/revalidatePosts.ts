import { CACHE_TAGS } from '@cms/cache/tags'
import { revalidateCache } from '@cms/hooks/revalidateCache'

/** A post shows on the blog, its article, other articles' More Articles, RSS and the sitemap. */
export const revalidatePosts = revalidateCache(() => [CACHE_TAGS.blogPosts])
