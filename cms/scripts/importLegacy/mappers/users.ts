import type { LegacyUser } from '../source'
import type { Plan } from '../writer'
import { randomBytes } from 'node:crypto'
import { iso } from './common'

/**
 * Users keep e-mail, names, avatar, role and dates. The old app had no passwords: each gets one
 * nobody knows, and signs in after "Forgot password?". Two rows whose e-mails differ only in case
 * are one person to the new app (it compares e-mails without case): the first to join is kept.
 */
export function userPlanner() {
  const seen = new Map<string, string>()
  return (row: LegacyUser): Plan => {
    const email = row.email?.trim()
    if (!email) return { legacyId: row.id, skip: 'no e-mail address' }
    const key = email.toLowerCase()
    const first = seen.get(key)
    if (first !== undefined) return { legacyId: row.id, skip: `e-mail ${JSON.stringify(email)} differs only in case from user ${first}'s, which was kept` }
    seen.set(key, row.id)
    return {
      legacyId: row.id,
      data: {
        email,
        firstName: row.first_name,
        lastName: row.last_name,
        profileImageUrl: row.profile_image_url,
        // A missing role or status takes the field's default, as an unknown one does.
        role: row.role ?? undefined,
        createdAt: iso(row.created_at),
        updatedAt: iso(row.updated_at),
      },
      notes: [],
      createOnly: { password: randomBytes(32).toString('base64url') },
    }
  }
}
