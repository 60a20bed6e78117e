export { GET } from '@cms/api/login/route'
