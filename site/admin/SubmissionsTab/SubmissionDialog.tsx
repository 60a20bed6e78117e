'use client'
import { Button } from '@payloadcms/ui'
import { useId, useState } from 'react'
import { optionLabel } from '@cms/lib/optionLabel'
import { submissionTone } from '@site/lib/catalogue/status'
import { notice } from '../lib/feedback'
import type { AdminSubmission } from '../lib/types'
import { Badge } from '../ui/Badge'
import { Dialog } from '../ui/Dialog'
import ui from '../ui/ui.module.css'
import styles from './SubmissionDialog.module.css'

/** The whole submission, with Copy for the lyrics (SPEC §2 and §8 'Copied!'). */
export function SubmissionDialog({ submission, onClose }: { submission: AdminSubmission; onClose: () => void }) {
  const [status, setStatus] = useState('')
  const lyricsHeading = useId()
  // The toast for the eye, the dialog's status for the ear: each says the same.
  const tell = (kind: 'success' | 'error', title: string, description: string) => {
    notice[kind](title, { description })
    setStatus(`${title} ${description}`)
  }
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(submission.lyrics)
      tell('success', 'Copied!', 'Lyrics copied to clipboard')
    } catch {
      tell('error', 'Copy failed', 'Your browser did not allow copying. Select the lyrics and copy them by hand.')
    }
  }
  return (
    <Dialog
      title={submission.title}
      onClose={onClose}
      status={status}
      actions={
        <Button buttonStyle="primary" onClick={copy}>
          Copy
        </Button>
      }
    >
      <dl className={ui.facts}>
        <dt>Genre</dt>
        <dd>{submission.genre ? optionLabel(submission.genre) : 'Not specified'}</dd>
        <dt>Status</dt>
        <dd>
          <Badge tone={submissionTone(submission.status)}>{optionLabel(submission.status)}</Badge>
        </dd>
        {submission.name && (
          <>
            <dt>From</dt>
            <dd>
              {submission.name}
              {submission.email && ` <${submission.email}>`}
            </dd>
          </>
        )}
      </dl>
      <h3 className={styles.heading} id={lyricsHeading}>
        Lyrics
      </h3>
      {/* Long lyrics scroll in their box: it takes the keyboard, so they can be read without a mouse. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region is reached by keyboard, as axe's scrollable-region-focusable asks */}
      <pre className={styles.lyrics} tabIndex={0} role="region" aria-labelledby={lyricsHeading}>
        {submission.lyrics}
      </pre>
      {submission.notes && (
        <>
          <h3 className={styles.heading}>Notes</h3>
          <p className={styles.notes}>{submission.notes}</p>
        </>
      )}
    </Dialog>
  )
}
