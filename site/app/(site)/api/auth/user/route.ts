export { GET } from '@cms/api/auth/user/route'
