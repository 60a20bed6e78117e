export { GET, POST } from '@cms/api/artists/route'
