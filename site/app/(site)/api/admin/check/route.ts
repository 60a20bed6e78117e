export { GET } from '@cms/api/admin/check/route'
