export { GET } from '@cms/api/admin/lyric-submissions/route'
