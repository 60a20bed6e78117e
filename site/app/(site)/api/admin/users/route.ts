import { listUsers } from '@cms/api/admin/users'

export const GET = listUsers
