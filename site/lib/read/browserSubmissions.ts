import type { OwnSubmission } from './types'

/** What the visitor's own submissions read came to: the list, or word that the session has ended. */
export type OwnSubmissionsRead = { signedIn: true; submissions: OwnSubmission[] } | { signedIn: false }

/**
 * In the browser: the visitor's own lyric submissions, newest first (GET /api/lyric-submissions,
 * SPEC §7). A 401 says the session the browser holds has ended; any other failure throws.
 */
export async function readOwnSubmissions(signal: AbortSignal): Promise<OwnSubmissionsRead> {
  const response = await fetch('/api/lyric-submissions', { credentials: 'include', signal })
  if (response.status === 401) return { signedIn: false }
  if (!response.ok) throw new Error(`/api/lyric-submissions answered ${response.status}`)
  return { signedIn: true, submissions: (await response.json()) as OwnSubmission[] }
}
