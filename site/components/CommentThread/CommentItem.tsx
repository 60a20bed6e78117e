'use client'

import { useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { indentPx, type CommentNode } from '../../lib/blog/commentTree'
import { replyFragment } from '../../lib/blog/replyLink'
import { formatDate, isoDate } from '../../lib/catalogue/dates'
import { signInHref } from '../../lib/navigation'
import { cssVars } from '../../styles/cssVars'
import { Avatar } from '../Avatar/Avatar'
import { Button, ButtonAnchor } from '../Button/Button'
import { CommentForm } from './CommentForm'
import styles from './CommentItem.module.css'
import type { CommentActions } from './useCommentActions'

export type ThreadContext = {
  viewerId: string | null
  /** The article's address, where signing in from a Reply comes back to. */
  articlePath: string
  /** The comment whose Reply brought the visitor back from signing in: its form opens. */
  replyFromLink: number | null
  actions: CommentActions
  /** After a comment is deleted: its controls are gone, and the keyboard goes back to the thread. */
  onRemoved: () => void
}

type Props = ThreadContext & { node: CommentNode; depth: number }

/** Marks what takes focus after a deletion: the thread's list, or the line that says it is empty. */
export const THREAD_FOCUS = 'data-thread-focus'
/** Marks each comment with its id, so the thread can hand it the keyboard. */
export const COMMENT_ID = 'data-comment-id'

/** One comment with its controls, and its replies as a nested list. */
export function CommentItem({ node, depth, ...thread }: Props) {
  const { viewerId, articlePath, replyFromLink, actions, onRemoved } = thread
  const [mode, setMode] = useState<'read' | 'reply' | 'edit'>('read')
  const [openedFromLink, setOpenedFromLink] = useState(false)
  if (replyFromLink === node.id && !openedFromLink) {
    setOpenedFromLink(true)
    setMode('reply')
  }
  // What was typed into the reply box, kept when it closes unsent (Cancel, or an Escape pressed by mistake).
  const [replyDraft, setReplyDraft] = useState('')
  const mine = viewerId !== null && node.authorId === viewerId
  const date = formatDate(node.createdAt)
  const close = () => setMode('read')
  const replyButton = useRef<HTMLButtonElement>(null)
  const editButton = useRef<HTMLButtonElement>(null)
  // The controls of one person's comments share their names; the comment's words tell them apart.
  const textId = useId()
  /**
   * Cancel, Escape, or a reply or edit that landed: the box closes and the keyboard is back on the
   * control that opened it (else it would fall to the page's start with the box).
   */
  const closeBox = () => {
    const opener = mode === 'edit' ? editButton : replyButton
    flushSync(close)
    opener.current?.focus()
  }
  const closeIfLanded = (landed: boolean) => {
    if (landed) closeBox()
    return landed
  }

  async function remove() {
    if (!window.confirm('Are you sure you want to delete this comment?')) return
    if (await actions.remove(node.id)) onRemoved()
  }

  return (
    <li>
      <article className={styles.card} aria-label={`Comment by ${node.authorName}`} tabIndex={-1} {...{ [COMMENT_ID]: node.id }}>
        <header className={styles.head}>
          <Avatar viewer={{ firstName: node.authorName, email: '', profileImageUrl: node.authorProfileImage }} size={28} />
          <strong>{node.authorName}</strong>
          {date && <time dateTime={isoDate(node.createdAt)}>{date}</time>}
          {node.isEdited && <span className={styles.edited}>Edited</span>}
        </header>
        {mode === 'edit' ? (
          <CommentForm
            label="Edit comment"
            hideLabel
            submitLabel="Save"
            initialText={node.content}
            autoFocus
            onSubmit={async (content) => closeIfLanded(await actions.update(node.id, content))}
            onCancel={closeBox}
          />
        ) : (
          <p id={textId} className={styles.text}>
            {node.content}
          </p>
        )}
        <div className={styles.actions}>
          {viewerId === null ? (
            // Replying needs an account: the Reply control leads to sign-in (SPEC §2), and back to this comment's reply form.
            <ButtonAnchor href={signInHref(`${articlePath}#${replyFragment(node.id)}`)} $variant="ghost" $size="sm" aria-label={`Reply to ${node.authorName}`} aria-describedby={textId}>
              Reply
            </ButtonAnchor>
          ) : (
            <Button
              ref={replyButton}
              type="button"
              $variant="ghost"
              $size="sm"
              aria-label={`Reply to ${node.authorName}`}
              aria-describedby={textId}
              aria-expanded={mode === 'reply'}
              onClick={() => setMode(mode === 'reply' ? 'read' : 'reply')}
            >
              Reply
            </Button>
          )}
          {mine && mode !== 'edit' && (
            <Button ref={editButton} type="button" $variant="ghost" $size="sm" aria-label="Edit comment" aria-describedby={textId} onClick={() => setMode('edit')}>
              Edit
            </Button>
          )}
          {mine && (
            <Button type="button" $variant="ghost" $size="sm" aria-label="Delete comment" aria-describedby={textId} onClick={remove}>
              Delete
            </Button>
          )}
        </div>
        {mode === 'reply' && (
          <CommentForm
            label={`Reply to ${node.authorName}`}
            submitLabel="Post Reply"
            initialText={replyDraft}
            onTextChange={setReplyDraft}
            autoFocus
            onSubmit={async (content) => closeIfLanded(await actions.post(content, node.id))}
            onCancel={closeBox}
          />
        )}
      </article>
      {node.replies.length > 0 && <CommentList nodes={node.replies} depth={depth + 1} {...thread} />}
    </li>
  )
}

/** One level of the thread. */
export function CommentList({ nodes, depth, ...thread }: ThreadContext & { nodes: readonly CommentNode[]; depth: number }) {
  return (
    <ul
      className={styles.replies}
      // Each level's list steps in by what the indent grows there (SPEC §9).
      style={cssVars({ '--replies-indent': `${indentPx(depth) - indentPx(depth - 1)}px` })}
      aria-label={depth === 0 ? 'Comments' : undefined}
      // The whole thread takes the keyboard after a deletion (ThreadContext.onRemoved).
      {...(depth === 0 && { tabIndex: -1, [THREAD_FOCUS]: '' })}
    >
      {nodes.map((node) => (
        <CommentItem key={node.id} node={node} depth={depth} {...thread} />
      ))}
    </ul>
  )
}
