export { GET } from '@cms/api/blog/slug/[slug]/route'
