'use client'

import { clsx } from 'clsx'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { buildCommentTree } from '../../lib/blog/commentTree'
import { useViewer } from '../../lib/hooks/useViewer'
import type { BlogComment } from '../../lib/read/types'
import { ButtonAnchor } from '../Button/Button'
import { CommentForm } from './CommentForm'
import { CommentList, THREAD_FOCUS } from './CommentItem'
import styles from './CommentThread.module.css'
import { useCommentActions } from './useCommentActions'

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
  // Counts deletions: each moves the keyboard to the thread once the thread without it is on screen.
  const [removals, setRemovals] = useState(0)
  const onRemoved = useCallback(() => setRemovals((count) => count + 1), [])
  const stack = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (removals > 0) stack.current?.querySelector<HTMLElement>(`[${THREAD_FOCUS}]`)?.focus()
  }, [removals])

  return (
    <div className={styles.stack} ref={stack}>
      {viewerId === null ? (
        // Held unseen (so unread too) while the auth state loads; without scripts it never loads,
        // and the link to sign in is what such a visitor needs.
        <div className={clsx(styles.prompt, viewer.status === 'loading' && 'held-place shown-without-scripts')}>
          <p>Sign in to join the conversation</p>
          <ButtonAnchor href={signInHref} $size="sm">
            Sign In
          </ButtonAnchor>
        </div>
      ) : (
        <CommentForm
          label="Add a comment"
          submitLabel="Post Comment"
          placeholder="Share your thoughts..."
          onSubmit={(content) => actions.post(content, null)}
        />
      )}
      {tree.length > 0 ? (
        <CommentList nodes={tree} depth={0} viewerId={viewerId} signInHref={signInHref} actions={actions} onRemoved={onRemoved} />
      ) : (
        <p className={styles.muted} tabIndex={-1} {...{ [THREAD_FOCUS]: '' }}>
          No comments yet. Be the first to share your thoughts.
        </p>
      )}
    </div>
  )
}
