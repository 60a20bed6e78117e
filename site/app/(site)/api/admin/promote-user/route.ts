import { promoteUser } from '@cms/api/admin/users'

export const POST = promoteUser
