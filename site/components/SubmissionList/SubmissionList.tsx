import styled from 'styled-components'
import type { HomeSubmission as Submission } from '../../lib/read/types'
import { formatDate, isoDate } from '../../lib/catalogue/dates'
import { preview } from '../../lib/catalogue/text'
import { theme } from '../../styles/theme'
import { StatusBadge } from '../StatusBadge/StatusBadge'


/** SPEC §9: the signed-in home previews the first 100 characters of each lyric. */
const PREVIEW_LENGTH = 100

const List = styled.ul`
  display: grid;
  gap: ${theme.space.md};
  list-style: none;
`

const Item = styled.li`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
`

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};

  h3 { font-size: ${theme.fontSizes.lg}; overflow-wrap: anywhere; }
`

const Lyrics = styled.p`
  color: ${theme.colors.textMuted};
  font-style: italic;
  white-space: pre-line;
  overflow-wrap: anywhere;
`

const When = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`

/** The visitor's own lyric submissions: title, status, the start of the lyrics, and when. */
export function SubmissionList({ submissions }: { submissions: readonly Submission[] }) {
  return (
    <List aria-label="Your submissions">
      {submissions.map((submission) => (
        <Item key={submission.id}>
          <Head>
            <h3>{submission.title}</h3>
            <StatusBadge status={submission.status} />
          </Head>
          <Lyrics>{preview(submission.lyrics, PREVIEW_LENGTH)}</Lyrics>
          {submission.createdAt && (
            <When>
              Submitted <time dateTime={isoDate(submission.createdAt)}>{formatDate(submission.createdAt)}</time>
            </When>
          )}
        </Item>
      ))}
    </List>
  )
}
