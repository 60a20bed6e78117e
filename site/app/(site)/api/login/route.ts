export { GET } from '@cms/api/auth/loginPage'
