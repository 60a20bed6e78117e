import { listAllSubmissions } from '@cms/api/admin/submissions'

export const GET = listAllSubmissions
