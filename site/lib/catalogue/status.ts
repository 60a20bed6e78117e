export type StatusTone = 'success' | 'danger' | 'warning'

/** SPEC §2 signed-in home: a submission's badge is green when approved, red when rejected, else yellow. */
export function submissionTone(status: string | null | undefined): StatusTone {
  if (status === 'approved') return 'success'
  if (status === 'rejected') return 'danger'
  return 'warning'
}
