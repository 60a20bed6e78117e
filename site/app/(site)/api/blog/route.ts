export { GET } from '@cms/api/blog/route'
