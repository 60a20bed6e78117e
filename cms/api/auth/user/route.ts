import { route } from '../../handler'
import { json } from '../../http'
import { toContractUser } from '../../mappers/user'
import { requireUser } from '../../request'

/** GET /api/auth/user: the signed-in user, or 401 when signed out. */
export const GET = route(async ({ req }) => json(toContractUser(requireUser(req))))
