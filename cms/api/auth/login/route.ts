import { loginSchema } from '@cms/schemas/auth'
import { route } from '../../handler'
import { parseBody } from '../../http'
import { signIn } from '../session'

/** POST /api/auth/login `{ email, password }`. */
export const POST = route(async ({ request, req }) => signIn(req, await parseBody(request, loginSchema)))
