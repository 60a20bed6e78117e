import { deletePost, updatePost } from '@cms/api/admin/blog'

export const PUT = updatePost
export const DELETE = deletePost
