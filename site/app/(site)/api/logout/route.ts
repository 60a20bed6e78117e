export { GET } from '@cms/api/logout/route'
