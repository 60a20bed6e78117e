'use client'
import { Button } from '@payloadcms/ui'
import { formatDate } from '@site/lib/catalogue/dates'
import { optionLabel } from '@cms/lib/optionLabel'
import { submissionTone } from '@site/lib/catalogue/status'
import { preview } from '@site/lib/catalogue/text'
import { useState } from 'react'
import type { AdminSubmission } from '../lib/types'
import { useAdminList } from '../lib/useAdminList'
import { Badge } from '../ui/Badge'
import { Card } from '../ui/Card'
import { ItemList } from '../ui/ItemList'
import { ItemSummary } from '../ui/ItemSummary'
import { SubmissionDialog } from './SubmissionDialog'

/** SPEC §9: the admin's lyrics preview. */
const PREVIEW_CHARS = 150

/** SPEC §2 Submissions tab: every lyric submission, read-only, with a View dialog. */
export function SubmissionsTab() {
  const submissions = useAdminList<AdminSubmission>('/api/admin/lyric-submissions')
  const [viewing, setViewing] = useState<AdminSubmission | null>(null)
  return (
    <Card title="Lyric Submissions" description="Review and manage user-submitted lyrics">
      <ItemList
        list={submissions}
        label="Lyric Submissions"
        empty="No lyric submissions yet"
        renderItem={(submission) => (
          <ItemSummary
            title={submission.title}
            badge={<Badge tone={submissionTone(submission.status)}>{optionLabel(submission.status)}</Badge>}
            lines={[
              `Genre: ${submission.genre ? optionLabel(submission.genre) : 'Not specified'}`,
              preview(submission.lyrics, PREVIEW_CHARS),
              `Submitted ${formatDate(submission.createdAt) ?? 'N/A'}`,
            ]}
            actions={
              <Button buttonStyle="secondary" size="small" onClick={() => setViewing(submission)} aria-label={`View ${submission.title}`}>
                View
              </Button>
            }
          />
        )}
      />
      {viewing && <SubmissionDialog submission={viewing} onClose={() => setViewing(null)} />}
    </Card>
  )
}
