import { postStatusTone } from '../../lib/blog/status'
import { isoDate } from '../../lib/catalogue/dates'
import { StatusBadge } from '../StatusBadge/StatusBadge'
import styles from './PostMeta.module.css'

type Props = {
  post: { status: string; authorName?: string | null; publishedAt?: string | null }
  /** The publication date as this place writes it (short on cards, long on the article). */
  date: string | null
}

/** A post's status badge, author and publication date, on its card and above the article. */
export function PostMeta({ post, date }: Props) {
  return (
    <p className={styles.line}>
      <StatusBadge status={post.status} tone={postStatusTone(post.status)} />
      {post.authorName && <span>By {post.authorName}</span>}
      {date && <time dateTime={isoDate(post.publishedAt)}>{date}</time>}
    </p>
  )
}
