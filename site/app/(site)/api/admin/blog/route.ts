export { GET, POST } from '@cms/api/admin/blog/route'
