export { POST } from '@cms/api/auth/forgot-password/route'
