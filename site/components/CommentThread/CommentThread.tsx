'use client'

import { useMemo } from 'react'
import styled from 'styled-components'
import { buildCommentTree } from '../../lib/blog/commentTree'
import type { BlogComment } from '../../lib/blog/types'
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

const Prompt = styled.div`
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
  initialComments: BlogComment[]
  /** The signed-in visitor's user id (Edit and Delete only on their own comments), or null. */
  viewerId: string | null
  /** Where sign-in starts, returning to this article. */
  signInHref: string
}

/** SPEC §2 comments: the threaded discussion under an article, with its forms and controls. */
export function CommentThread({ postId, initialComments, viewerId, signInHref }: Props) {
  const { comments, ...actions } = useCommentActions(postId, initialComments, signInHref)
  const tree = useMemo(() => buildCommentTree(comments), [comments])

  return (
    <Stack>
      {viewerId === null ? (
        <Prompt>
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
