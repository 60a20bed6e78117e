import type { LegacyUser } from '../source'
import type { Plan } from '../writer'
import { randomBytes } from 'node:crypto'
import { iso } from './common'
import { preview } from '../preview'

/**
 * An avatar at another host is not brought over: the site shows only its own copies of avatars,
 * made when a user gives an image address, and fetching thousands of them during an import would
 * call every host the old users named. The user gives it again; until then, their initial shows.
 */
function avatarOf(row: LegacyUser, notes: string[]): string | null {
  const address = row.profile_image_url
  // Anything but a web address is the collection's to check (and drop, saying why).
  if (address === null || !/^\s*https?:/i.test(address)) return address
  notes.push(`avatar ${preview(address)} at another host dropped: the site shows only its own copies; the user can give it again`)
  return null
}

/**
 * Users keep e-mail, names, avatar (one of the site's own images), role and dates. The old app
 * had no passwords: each gets one nobody knows, and signs in after "Forgot password?". Two rows
 * whose e-mails differ only in case are one person to the new app (it compares e-mails without
 * case): the first to join is kept, and the comments and submissions of the other go to it.
 */
export function userPlanner() {
  const seen = new Map<string, string>()
  return (row: LegacyUser): Plan => {
    const email = row.email?.trim()
    if (!email) return { legacyId: row.id, skip: 'no e-mail address' }
    const key = email.toLowerCase()
    const first = seen.get(key)
    if (first !== undefined) {
      return { legacyId: row.id, skip: `e-mail ${JSON.stringify(email)} differs only in case from user ${first}'s, which was kept and takes what they wrote`, sameAs: first }
    }
    seen.set(key, row.id)
    const notes: string[] = []
    return {
      legacyId: row.id,
      data: {
        email,
        firstName: row.first_name,
        lastName: row.last_name,
        profileImageUrl: avatarOf(row, notes),
        // A missing role or status takes the field's default, as an unknown one does.
        role: row.role ?? undefined,
        createdAt: iso(row.created_at),
        updatedAt: iso(row.updated_at),
      },
      notes,
      createOnly: { password: randomBytes(32).toString('base64url') },
    }
  }
}
