export { POST } from '@cms/api/contact/handler'
