'use client'

import { clsx } from 'clsx'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { buildCommentTree } from '../../lib/blog/commentTree'
import { replyTarget } from '../../lib/blog/replyLink'
import { useMounted } from '../../lib/hooks/useMounted'
import { useViewer } from '../../lib/hooks/useViewer'
import { signInHref } from '../../lib/navigation'
import type { ArticleThread } from '../../lib/read/types'
import { Button, ButtonAnchor } from '../Button/Button'
import { CommentForm } from './CommentForm'
import { COMMENT_ID, CommentList, THREAD_FOCUS } from './CommentItem'
import styles from './CommentThread.module.css'
import { useCommentActions } from './useCommentActions'

type Props = {
  postId: number
  /** The thread's first page as the cached page has it; re-read in the browser. */
  firstPage: ArticleThread
  /** The article's address: signing in from the thread comes back to it. */
  articlePath: string
}

/** SPEC §2 comments: the threaded discussion under an article, with its forms and controls. */
export function CommentThread({ postId, firstPage, articlePath }: Props) {
  const threadSignIn = signInHref(`${articlePath}#comments`)
  const { shown, loadingMore, showMore, ...actions } = useCommentActions(postId, firstPage, threadSignIn)
  const tree = useMemo(() => buildCommentTree(shown.comments), [shown.comments])
  const viewer = useViewer()
  const live = useMounted()
  // Edit and Delete only on the visitor's own comments, once the auth state is known.
  const viewerId = viewer.status === 'signedIn' ? viewer.viewer.id : null
  // Counts deletions: each moves the keyboard to the thread once the thread without it is on screen.
  const [removals, setRemovals] = useState(0)
  const onRemoved = useCallback(() => setRemovals((count) => count + 1), [])
  const stack = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (removals > 0) stack.current?.querySelector<HTMLElement>(`[${THREAD_FOCUS}]`)?.focus()
  }, [removals])
  // What the last Show more brought: how many comments, told to screen readers; and, when it
  // brought the last page and so took the button away, the first of them, which takes the keyboard.
  // Kept from the click, not derived from the page count, which a later re-read can also lower.
  const [brought, setBrought] = useState<{ count: number; focus: number | null }>({ count: 0, focus: null })
  const more = async () => {
    if (loadingMore) return
    const { comments, last } = await showMore()
    setBrought({ count: comments.length, focus: last ? (comments[0]?.id ?? null) : null })
  }
  useEffect(() => {
    if (brought.focus !== null) stack.current?.querySelector<HTMLElement>(`[${COMMENT_ID}="${brought.focus}"]`)?.focus()
  }, [brought])
  // Back from signing in through a comment's Reply (or a Reply pressed before the page was live):
  // that comment's reply form opens, or, when it is not among those shown, the thread is in view.
  const [replyFromLink, setReplyFromLink] = useState<number | null>(null)
  useEffect(() => {
    const target = viewerId === null ? null : replyTarget(window.location.hash)
    if (target === null) return
    // Once: a reload after replying does not open the form again.
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}#comments`)
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address's fragment is outside React, and readable only once the viewer is known
    if (shown.comments.some((comment) => comment.id === target)) setReplyFromLink(target)
    else document.getElementById('comments')?.scrollIntoView()
  }, [viewerId, shown.comments])

  return (
    <div className={styles.stack} ref={stack}>
      {viewerId === null ? (
        // Held unseen (so unread too) while the auth state loads; without scripts it never loads,
        // and the link to sign in is what such a visitor needs.
        <div className={clsx(styles.prompt, viewer.status === 'loading' && 'held-place shown-without-scripts')}>
          <p>Sign in to join the conversation</p>
          <ButtonAnchor href={threadSignIn} $size="sm">
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
        <CommentList
          nodes={tree}
          depth={0}
          viewerId={viewerId}
          articlePath={articlePath}
          replyFromLink={replyFromLink}
          actions={actions}
          onRemoved={onRemoved}
        />
      ) : (
        <p className={styles.muted} tabIndex={-1} {...{ [THREAD_FOCUS]: '' }}>
          No comments yet. Be the first to share your thoughts.
        </p>
      )}
      {shown.read < shown.pages && (
        // Without scripts it could not load anything: left out.
        <Button
          type="button"
          $variant="secondary"
          className={clsx(styles.more, 'needs-js')}
          // Disabled until React has taken the page over (a press would be lost), but not while
          // loading: a disabled button would drop the keyboard's focus.
          disabled={!live}
          aria-disabled={loadingMore}
          onClick={() => void more()}
        >
          {loadingMore ? 'Loading comments…' : 'Show more comments'}
        </Button>
      )}
      <p role="status" className="visually-hidden">
        {brought.count > 0 && `${brought.count} more ${brought.count === 1 ? 'comment' : 'comments'} shown.`}
      </p>
    </div>
  )
}
