export { POST } from '@cms/api/spotify/extract-info/route'
