export { POST } from '@cms/api/auth/bootstrapAdmin'
