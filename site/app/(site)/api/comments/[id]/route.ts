export { PUT, DELETE } from '@cms/api/comments/[id]/route'
