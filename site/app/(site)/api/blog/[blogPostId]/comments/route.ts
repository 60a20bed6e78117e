export { GET, POST } from '@cms/api/blog/[blogPostId]/comments/route'
