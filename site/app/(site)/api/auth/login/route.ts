export { POST } from '@cms/api/auth/login/route'
