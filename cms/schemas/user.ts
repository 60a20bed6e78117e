import { z } from 'zod'
import { ROLES } from '../access/roles'
import { MAX_ID } from '../lib/input/unstorable'

const USER_ID_MESSAGE = 'userId must be the id of a user'

/** POST /api/admin/promote-user: the user's id (the contract's text, or a number) and the new role. */
export const promoteUserSchema = z.object({
  userId: z
    .union(
      [
        z.number(USER_ID_MESSAGE).int(USER_ID_MESSAGE).positive(USER_ID_MESSAGE),
        z.string(USER_ID_MESSAGE).trim().regex(/^\d+$/, USER_ID_MESSAGE),
      ],
      { error: USER_ID_MESSAGE },
    )
    .transform(Number)
    .pipe(z.number().max(MAX_ID, USER_ID_MESSAGE)),
  role: z.enum(ROLES, { error: `Role must be ${ROLES.join(' or ')}` }),
})
