export { POST } from '@cms/api/contact/route'
