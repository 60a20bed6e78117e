export { POST } from '@cms/api/bootstrap-admin/route'
