import { createPost, listAllPosts } from '@cms/api/admin/blog'

export const GET = listAllPosts
export const POST = createPost
