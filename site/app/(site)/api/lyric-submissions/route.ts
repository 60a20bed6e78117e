export { GET, POST } from '@cms/api/lyric-submissions/route'
