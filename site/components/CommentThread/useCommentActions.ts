'use client'

import { useCallback, useEffect, useState } from 'react'
import type { BlogComment } from '../../lib/read/types'
import { sendJson, type PostResult } from '../../lib/postJson'
import { toast } from '../Toast/toast'

/** SPEC §9: how long the 'Login Required' toast shows before the sign-in page. */
export const SIGN_IN_REDIRECT_MS = 1000

type Kind = 'post' | 'update' | 'delete'

// SPEC §8, verbatim.
const SUCCESS: Record<Kind, { title: string; description: string }> = {
  post: { title: 'Comment posted', description: 'Your comment has been posted successfully.' },
  update: { title: 'Comment updated', description: 'Your comment has been updated successfully.' },
  delete: { title: 'Comment deleted', description: 'Your comment has been deleted successfully.' },
}
const FAILURE: Record<Kind, string> = {
  post: 'Failed to post comment. Please try again.',
  update: 'Failed to update comment. Please try again.',
  delete: 'Failed to delete comment. Please try again.',
}
const SIGN_IN_NEEDED: Record<Kind, string> = {
  post: 'Please log in to post comments',
  update: 'Please log in to edit comments',
  delete: 'Please log in to delete comments',
}

const isUnauthorized = (result: { status: number; message: string }) =>
  result.status === 401 || /\b401\b|Unauthorized/.test(result.message)

/**
 * The thread (SPEC §7 GET /api/blog/{id}/comments), read when the article opens and after each
 * write (post, reply, edit, delete) with its toasts. Each write answers whether it landed, so a
 * form knows to clear or close. The page's copy shows until the first read answers.
 */
export function useCommentActions(postId: number, initial: BlogComment[], signInHref: string) {
  const [comments, setComments] = useState(initial)
  const threadUrl = `/api/blog/${postId}/comments`

  const reread = useCallback(async () => {
    const thread = await sendJson<BlogComment[]>('GET', threadUrl)
    if (thread.ok) setComments(thread.body)
  }, [threadUrl])

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the state is set after the read answers, not during the effect
    void reread()
  }, [reread])

  const settle = useCallback(
    async (kind: Kind, result: PostResult<unknown>): Promise<boolean> => {
      if (!result.ok) {
        if (isUnauthorized(result)) {
          // The delay starts once the toast shows, so the visitor reads why they are leaving.
          void toast({ title: 'Login Required', description: SIGN_IN_NEEDED[kind], variant: 'destructive' }).then(() =>
            window.setTimeout(() => window.location.assign(signInHref), SIGN_IN_REDIRECT_MS),
          )
        } else {
          // SPEC §8: a failed post shows the server's reason when it gave one; edits and deletes a fixed text.
          const description = kind === 'post' && result.status !== 0 ? result.message : FAILURE[kind]
          void toast({ title: 'Error', description, variant: 'destructive' })
        }
        return false
      }
      void toast(SUCCESS[kind])
      await reread()
      return true
    },
    [signInHref, reread],
  )

  const post = useCallback(
    async (content: string, parentId: number | null) =>
      settle('post', await sendJson('POST', threadUrl, { content, parentId }, FAILURE.post)),
    [settle, threadUrl],
  )
  const update = useCallback(
    async (id: number, content: string) => settle('update', await sendJson('PUT', `/api/comments/${id}`, { content })),
    [settle],
  )
  const remove = useCallback(async (id: number) => settle('delete', await sendJson('DELETE', `/api/comments/${id}`)), [settle])

  return { comments, post, update, remove }
}

export type CommentActions = Omit<ReturnType<typeof useCommentActions>, 'comments'>
