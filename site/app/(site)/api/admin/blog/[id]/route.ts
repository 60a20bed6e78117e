export { PUT, DELETE } from '@cms/api/admin/blog/[id]/route'
