export { POST } from '@cms/api/auth/forgotPassword'
