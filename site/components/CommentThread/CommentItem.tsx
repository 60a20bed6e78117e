'use client'

import { useState } from 'react'
import styled from 'styled-components'
import { indentPx, type CommentNode } from '../../lib/blog/commentTree'
import { formatDate, isoDate } from '../../lib/catalogue/dates'
import { theme } from '../../styles/theme'
import { Avatar } from '../Avatar/Avatar'
import { Button, ButtonAnchor } from '../Button/Button'
import { CommentForm } from './CommentForm'
import type { CommentActions } from './useCommentActions'

/** Each level's list steps in by what the indent grows there: 32 px, nothing past 128 px in all (SPEC §9). */
export const Replies = styled.ul<{ $depth: number }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  margin: 0;
  padding: 0 0 0 ${({ $depth }) => indentPx($depth) - indentPx($depth - 1)}px;
  list-style: none;
`

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
`

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  font-size: ${theme.fontSizes.sm};

  time { color: ${theme.colors.textMuted}; }
`

const Edited = styled.span`
  padding: 0 0.5rem;
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.pill};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.xs};
`

/** Typed text, shown as text: newlines kept, never parsed as HTML. */
const Text = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`

export type ThreadContext = {
  viewerId: string | null
  signInHref: string
  actions: CommentActions
}

type Props = ThreadContext & { node: CommentNode; depth: number }

/** One comment with its controls, and its replies as a nested list. */
export function CommentItem({ node, depth, ...thread }: Props) {
  const { viewerId, signInHref, actions } = thread
  const [mode, setMode] = useState<'read' | 'reply' | 'edit'>('read')
  const mine = viewerId !== null && node.authorId === viewerId
  const date = formatDate(node.createdAt)
  const close = () => setMode('read')
  const closeIfLanded = (landed: boolean) => {
    if (landed) close()
    return landed
  }

  async function remove() {
    if (!window.confirm('Are you sure you want to delete this comment?')) return
    await actions.remove(node.id)
  }

  return (
    <li>
      <Card aria-label={`Comment by ${node.authorName}`}>
        <Head>
          <Avatar viewer={{ firstName: node.authorName, email: '', profileImageUrl: node.authorProfileImage }} size={28} />
          <strong>{node.authorName}</strong>
          {date && <time dateTime={isoDate(node.createdAt)}>{date}</time>}
          {node.isEdited && <Edited>Edited</Edited>}
        </Head>
        {mode === 'edit' ? (
          <CommentForm
            label="Edit comment"
            hideLabel
            submitLabel="Save"
            initialText={node.content}
            autoFocus
            onSubmit={async (content) => closeIfLanded(await actions.update(node.id, content))}
            onCancel={close}
          />
        ) : (
          <Text>{node.content}</Text>
        )}
        <Actions>
          {viewerId === null ? (
            // Replying needs an account: the Reply control leads to sign-in (SPEC §2).
            <ButtonAnchor href={signInHref} $variant="ghost" $size="sm" aria-label={`Reply to ${node.authorName}`}>
              Reply
            </ButtonAnchor>
          ) : (
            <Button
              type="button"
              $variant="ghost"
              $size="sm"
              aria-label={`Reply to ${node.authorName}`}
              aria-expanded={mode === 'reply'}
              onClick={() => setMode(mode === 'reply' ? 'read' : 'reply')}
            >
              Reply
            </Button>
          )}
          {mine && mode !== 'edit' && (
            <Button type="button" $variant="ghost" $size="sm" aria-label="Edit comment" onClick={() => setMode('edit')}>
              Edit
            </Button>
          )}
          {mine && (
            <Button type="button" $variant="ghost" $size="sm" aria-label="Delete comment" onClick={remove}>
              Delete
            </Button>
          )}
        </Actions>
        {mode === 'reply' && (
          <CommentForm
            label={`Reply to ${node.authorName}`}
            submitLabel="Post Reply"
            autoFocus
            onSubmit={async (content) => closeIfLanded(await actions.post(content, node.id))}
            onCancel={close}
          />
        )}
      </Card>
      {node.replies.length > 0 && <CommentList nodes={node.replies} depth={depth + 1} {...thread} />}
    </li>
  )
}

/** One level of the thread. */
export function CommentList({ nodes, depth, ...thread }: ThreadContext & { nodes: readonly CommentNode[]; depth: number }) {
  return (
    <Replies $depth={depth} aria-label={depth === 0 ? 'Comments' : undefined}>
      {nodes.map((node) => (
        <CommentItem key={node.id} node={node} depth={depth} {...thread} />
      ))}
    </Replies>
  )
}
