import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

const derive = promisify(pbkdf2)

/**
 * Hashes `password` as Payload 3.90 hashes a new one (PBKDF2-SHA256, 600,000 iterations, 32
 * bytes: its generatePasswordSaltHash, which it does not export), and forgets the result. A
 * sign-in for an e-mail without an account, or for an account without a password, spends this so
 * that it takes as long as a wrong password for a real account; the sign-in timing test
 * (security/accountEnumeration.spec.ts) fails if Payload's cost moves away from this one.
 */
export async function spendPasswordHash(password: string): Promise<void> {
  await derive(password, randomBytes(32).toString('hex'), 600_000, 32, 'sha256')
}
