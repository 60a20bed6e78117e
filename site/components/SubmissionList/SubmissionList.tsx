import type { OwnSubmission as Submission } from '../../lib/read/types'
import { formatDate, isoDate } from '../../lib/catalogue/dates'
import { preview } from '../../lib/catalogue/text'
import { StatusBadge } from '../StatusBadge/StatusBadge'
import styles from './SubmissionList.module.css'

/** SPEC §9: the signed-in home previews the first 100 characters of each lyric. */
const PREVIEW_LENGTH = 100

/** The visitor's own lyric submissions: title, status, the start of the lyrics, and when. */
export function SubmissionList({ submissions }: { submissions: readonly Submission[] }) {
  return (
    <ul className={styles.list} aria-label="Your submissions">
      {submissions.map((submission) => (
        <li className={styles.item} key={submission.id}>
          <div className={styles.head}>
            <h3>{submission.title}</h3>
            <StatusBadge status={submission.status} />
          </div>
          <p className={styles.lyrics}>{preview(submission.lyrics, PREVIEW_LENGTH)}</p>
          {submission.createdAt && (
            <p className={styles.when}>
              Submitted <time dateTime={isoDate(submission.createdAt)}>{formatDate(submission.createdAt)}</time>
            </p>
          )}
        </li>
      ))}
    </ul>
  )
}
