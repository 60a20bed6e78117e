import styled from 'styled-components'
import { postStatusTone } from '../../lib/blog/status'
import { isoDate } from '../../lib/catalogue/dates'
import { theme } from '../../styles/theme'
import { eyebrowText } from '../../styles/typography'
import { StatusBadge } from '../StatusBadge/StatusBadge'

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm} ${theme.space.md};
  ${eyebrowText}
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.xs};
`

type Props = {
  post: { status: string; authorName?: string | null; publishedAt?: string | null }
  /** The publication date as this place writes it (short on cards, long on the article). */
  date: string | null
}

/** A post's status badge, author and publication date, on its card and above the article. */
export function PostMeta({ post, date }: Props) {
  return (
    <Line>
      <StatusBadge status={post.status} tone={postStatusTone(post.status)} />
      {post.authorName && <span>By {post.authorName}</span>}
      {date && <time dateTime={isoDate(post.publishedAt)}>{date}</time>}
    </Line>
  )
}
