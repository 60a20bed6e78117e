import { createComment, listComments } from '@cms/api/comments/handlers'

export const GET = listComments
export const POST = createComment
