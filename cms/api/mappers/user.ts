import type { User } from '../../payload-types'

/** The user object of the contract (SPEC §3 users); never the password hash, salt or sessions. */
export function toContractUser(user: Pick<User, 'id' | 'email' | 'firstName' | 'lastName' | 'profileImageUrl' | 'role' | 'createdAt' | 'updatedAt'>) {
  return {
    id: String(user.id),
    email: user.email,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    profileImageUrl: user.profileImageUrl ?? null,
    role: user.role,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  }
}
