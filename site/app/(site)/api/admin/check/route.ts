import { checkAdmin } from '@cms/api/admin/check'

export const GET = checkAdmin
