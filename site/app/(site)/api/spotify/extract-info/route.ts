export { POST } from '@cms/api/spotify/extractInfo'
