export { GET } from '@cms/api/auth/logout'
