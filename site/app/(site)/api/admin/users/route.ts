export { GET } from '@cms/api/admin/users/route'
