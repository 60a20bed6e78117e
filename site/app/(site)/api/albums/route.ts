export { GET, POST } from '@cms/api/albums/route'
