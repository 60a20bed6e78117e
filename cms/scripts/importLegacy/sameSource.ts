import type { Payload } from 'payload'
import type { LegacyUser } from './source'
import { TargetError } from './target'

/**
 * Refuses, before anything is written, an old database whose users are not the people an earlier
 * run imported under the same old ids: another app's database, say, whose user 2 is someone else.
 * Rows are matched by old id alone, so the run would have moved the account to that person's
 * e-mail, with its password and role, and written their albums and posts over the ones here.
 */
export async function refuseAnotherSource(payload: Payload, users: readonly LegacyUser[]): Promise<void> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { legacyId: { exists: true } },
    select: { legacyId: true, email: true },
    pagination: false,
    depth: 0,
    showHiddenFields: true,
  })
  const imported = new Map(docs.map((doc) => [String((doc as { legacyId?: unknown }).legacyId), doc.email.toLowerCase()]))
  const moved = users.filter((user) => {
    const before = imported.get(user.id)
    const now = user.email?.trim().toLowerCase()
    return before !== undefined && now !== undefined && now !== before
  })
  const first = moved[0]
  if (!first) return
  throw new TargetError(
    `Nothing was written: old user ${first.id} was imported as ${imported.get(first.id)} and is ${first.email!.trim()} in this database` +
      `${moved.length > 1 ? ` (${moved.length} users differ so)` : ''}. It is not the database imported before, or its people changed` +
      ' e-mail; an import never moves an account to another address (its password and role would go with it).',
  )
}
