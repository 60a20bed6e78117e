export { POST } from '@cms/api/auth/reset-password/route'
