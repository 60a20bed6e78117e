import { listPublishedPosts } from '@cms/api/blog/publicHandlers'

export const GET = listPublishedPosts
