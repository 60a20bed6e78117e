import type { Payload } from 'payload'
import { userPlanner } from './mappers/users'
import type { LegacyUser } from './source'
import { TargetError } from './target'
import { writtenBefore } from './writer'

type Imported = { email: string; legacyHash: string | null }

/**
 * Refuses, before anything is written, an old database whose users are not the people an earlier
 * run imported under the same old ids: another app's database, say, whose user 2 is someone else.
 * Rows are matched by old id alone, so the run would have moved the account to that person's
 * e-mail, with its password and role, and written their albums and posts over the ones here. A
 * row the old database still holds as it was imported is no conflict, whatever e-mail its account
 * has taken here since.
 */
export async function refuseAnotherSource(payload: Payload, users: readonly LegacyUser[]): Promise<void> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { legacyId: { exists: true } },
    select: { legacyId: true, legacyHash: true, email: true },
    pagination: false,
    depth: 0,
    showHiddenFields: true,
  })
  const imported = new Map<string, Imported>()
  for (const doc of docs as unknown as ({ legacyId: string; legacyHash?: string | null } & Imported)[]) {
    imported.set(doc.legacyId, { email: doc.email.toLowerCase(), legacyHash: doc.legacyHash ?? null })
  }
  const plan = userPlanner()
  const moved = users.filter((user) => {
    const before = imported.get(user.id)
    const planned = before && plan(user)
    if (!before || !planned || 'skip' in planned || writtenBefore(before.legacyHash, planned.data)) return false
    return String(planned.data.email).toLowerCase() !== before.email
  })
  const first = moved[0]
  if (!first) return
  throw new TargetError(
    `Nothing was written: old user ${first.id} was imported as ${imported.get(first.id)!.email} and is ${first.email!.trim()} in this database` +
      `${moved.length > 1 ? ` (${moved.length} users differ so)` : ''}. It is not the database imported before, or its people changed` +
      ' e-mail; an import never moves an account to another address (its password and role would go with it).',
  )
}
