import { deleteComment, updateComment } from '@cms/api/comments/handlers'

export const PUT = updateComment
export const DELETE = deleteComment
