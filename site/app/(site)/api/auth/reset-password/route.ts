export { POST } from '@cms/api/auth/resetPassword'
