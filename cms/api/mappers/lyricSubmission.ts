import { contractUserId } from './user'
import type { LyricSubmission } from '../../payload-types'

/** A lyric submission as the contract shows it (SPEC §3 lyric_submissions). */
export function toContractLyricSubmission(submission: LyricSubmission) {
  return {
    id: submission.id,
    userId: contractUserId(submission.user),
    name: submission.name ?? null,
    email: submission.email ?? null,
    title: submission.title,
    lyrics: submission.lyrics,
    genre: submission.genre ?? null,
    notes: submission.notes ?? null,
    status: submission.status,
    createdAt: submission.createdAt,
  }
}
