export { POST } from '@cms/api/auth/register/route'
