import { relationId } from '../../lib/relationId'
import type { User } from '../../payload-types'
import { orNull } from './orNull'

/**
 * A user id as the contract writes it: text (SPEC §3 users.id), for the user's own id and for
 * every reference to a user (authorId, userId), so that clients compare like with like.
 */
export function contractUserId(value: unknown): string | null {
  const id = relationId(value)
  return id === null ? null : String(id)
}

/** The user object of the contract (SPEC §3 users); never the password hash, salt or sessions. */
export function toContractUser(user: Pick<User, 'id' | 'email' | 'firstName' | 'lastName' | 'profileImageUrl' | 'role' | 'createdAt' | 'updatedAt'>) {
  return {
    id: String(user.id),
    email: user.email,
    ...orNull(user, ['firstName', 'lastName', 'profileImageUrl']),
    role: user.role,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  }
}
