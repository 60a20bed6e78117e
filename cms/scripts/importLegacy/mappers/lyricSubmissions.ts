import type { LegacySubmission } from '../source'
import type { Plan } from '../writer'
import { iso, missing } from './common'

/**
 * Submissions as they were, under their imported user. The old form could not be sent without
 * ticking the terms (SPEC §5), so every submission agreed to them.
 */
export function submissionPlanner(userIds: Map<string, number>) {
  return (row: LegacySubmission): Plan => {
    const legacyId = String(row.id)
    if (row.user_id === null) return { legacyId, skip: 'no user' }
    const user = userIds.get(row.user_id)
    if (user === undefined) return { legacyId, skip: missing('user', row.user_id) }
    // The site names a submission without one after its first words, as its form does (deriveTitle).
    const notes = row.title.trim() ? [] : ['no title: named after the first words of its lyrics']
    return {
      legacyId,
      data: {
        user,
        name: row.name,
        email: row.email,
        title: row.title,
        lyrics: row.lyrics,
        genre: row.genre,
        notes: row.notes,
        terms: true,
        status: row.status ?? undefined,
        createdAt: iso(row.created_at),
        updatedAt: iso(row.created_at),
      },
      notes,
    }
  }
}
