import { getPublishedPost } from '@cms/api/blog/publicHandlers'

export const GET = getPublishedPost
