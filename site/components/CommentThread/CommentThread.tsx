'use client'

import { useMemo } from 'react'
import styled from 'styled-components'
import { buildCommentTree } from '../../lib/blog/commentTree'
import { useViewer } from '../../lib/hooks/useViewer'
import type { BlogComment } from '../../lib/read/types'
import { theme } from '../../styles/theme'
import { ButtonAnchor } from '../Button/Button'
import { CommentForm } from './CommentForm'
import { CommentList } from './CommentItem'
import { useCommentActions } from './useCommentActions'

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
`

/** The sign-in prompt keeps its place, unseen, while the auth state loads. */
const Prompt = styled.div<{ $pending: boolean }>`
  visibility: ${({ $pending }) => ($pending ? 'hidden' : 'visible')};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  padding: ${theme.space.md} ${theme.space.lg};
  border: 1px dashed ${theme.colors.borderStrong};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
`

const Muted = styled.p`
  color: ${theme.colors.textMuted};
`

type Props = {
  postId: number
  /** The thread as the cached page has it; re-read in the browser. */
  initialComments: BlogComment[]
  /** Where sign-in starts, returning to this article. */
  signInHref: string
}

/** SPEC §2 comments: the threaded discussion under an article, with its forms and controls. */
export function CommentThread({ postId, initialComments, signInHref }: Props) {
  const { comments, ...actions } = useCommentActions(postId, initialComments, signInHref)
  const tree = useMemo(() => buildCommentTree(comments), [comments])
  const viewer = useViewer()
  // Edit and Delete only on the visitor's own comments, once the auth state is known.
  const viewerId = viewer.status === 'signedIn' ? viewer.viewer.id : null

  return (
    <Stack>
      {viewerId === null ? (
        <Prompt $pending={viewer.status === 'loading'} aria-hidden={viewer.status === 'loading' || undefined}>
          <p>Sign in to join the conversation</p>
          <ButtonAnchor href={signInHref} $size="sm">
            Sign In
          </ButtonAnchor>
        </Prompt>
      ) : (
        <CommentForm
          label="Add a comment"
          submitLabel="Post Comment"
          placeholder="Share your thoughts..."
          onSubmit={(content) => actions.post(content, null)}
        />
      )}
      {tree.length > 0 ? (
        <CommentList nodes={tree} depth={0} viewerId={viewerId} signInHref={signInHref} actions={actions} />
      ) : (
        <Muted>No comments yet. Be the first to share your thoughts.</Muted>
      )}
    </Stack>
  )
}
