import { randomBytes } from 'node:crypto'
import type { PayloadRequest } from 'payload'
import { entriesOf } from '../entries'
import type { User } from '../../payload-types'
import { DEMO_USERS, type DemoUserKey } from '../content/users'

export type DemoUsers = Record<DemoUserKey, User>

/**
 * The demo people, as plain users with passwords nobody knows. An account left over from an
 * earlier seed is reused rather than failing on its unique e-mail.
 */
export async function seedUsers(req: PayloadRequest): Promise<DemoUsers> {
  const users: Partial<DemoUsers> = {}
  for (const [key, person] of entriesOf(DEMO_USERS)) {
    const { docs } = await req.payload.find({ collection: 'users', where: { email: { equals: person.email } }, limit: 1, req })
    users[key] =
      docs[0] ??
      (await req.payload.create({
        collection: 'users',
        data: { ...person, role: 'user', password: randomBytes(24).toString('base64url') },
        req,
      }))
  }
  return users as DemoUsers
}
