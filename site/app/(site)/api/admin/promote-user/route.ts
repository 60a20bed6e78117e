export { POST } from '@cms/api/admin/promote-user/route'
