import { clsx } from 'clsx'
import { optionLabel } from '@cms/lib/optionLabel'
import { submissionTone, type StatusTone } from '../../lib/catalogue/status'
import styles from './StatusBadge.module.css'

/**
 * A status, coloured as SPEC §2 asks: a lyric submission's by default (approved green, rejected
 * red, else yellow); other records pass their own tone (e.g. a blog post's).
 */
export function StatusBadge({ status, tone = submissionTone(status) }: { status: string; tone?: StatusTone }) {
  return (
    <span className={clsx(styles.badge, styles[tone])} data-tone={tone}>
      {optionLabel(status)}
    </span>
  )
}
