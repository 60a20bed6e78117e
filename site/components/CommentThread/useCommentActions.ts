'use client'

import { useCallback, useEffect, useState } from 'react'
import { mergeComments } from '../../lib/blog/commentTree'
import type { ArticleThread, BlogComment } from '../../lib/read/types'
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

const LOAD_FAILED = 'Failed to load more comments. Please try again.'

/** The thread as shown: its comments, the pages of it read so far, and how many there are. */
type Shown = ArticleThread & { read: number }

/**
 * The thread (SPEC §7 GET /api/blog/{id}/comments, a page at a time), read when the article opens
 * and after each write (post, reply, edit, delete) with its toasts, and a page more on asking.
 * Each write answers whether it landed, so a form knows to clear or close. The page's copy shows
 * until the first read answers.
 */
export function useCommentActions(postId: number, firstPage: ArticleThread, signInHref: string) {
  const [shown, setShown] = useState<Shown>({ ...firstPage, read: 1 })
  const [loadingMore, setLoadingMore] = useState(false)
  const threadUrl = `/api/blog/${postId}/comments`

  /** Pages 1 to `count` afresh, with `kept` (a comment just posted, which may lie past them). */
  const reread = useCallback(
    async (count: number, kept: BlogComment[] = []) => {
      const answers = await Promise.all(Array.from({ length: count }, (_, index) => sendJson<BlogComment[]>('GET', `${threadUrl}?page=${index + 1}`)))
      if (!answers.every((answer) => answer.ok)) return
      const fresh = mergeComments(...answers.map((answer) => answer.body), kept)
      const pages = Number(answers[answers.length - 1]!.headers.get('X-Total-Pages')) || count
      // Pages asked for meanwhile (Show more during the read) stay on screen.
      setShown((current) => (current.read > count ? { ...current, comments: mergeComments(current.comments, fresh) } : { comments: fresh, pages, read: count }))
    },
    [threadUrl],
  )

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the state is set after the read answers, not during the effect
    void reread(1)
  }, [reread])

  /** The next page on screen; answers its comments (none when it could not be read) and whether it was the last. */
  const showMore = useCallback(async (): Promise<{ comments: BlogComment[]; last: boolean }> => {
    setLoadingMore(true)
    const next = shown.read + 1
    const answer = await sendJson<BlogComment[]>('GET', `${threadUrl}?page=${next}`, undefined, LOAD_FAILED)
    setLoadingMore(false)
    if (!answer.ok) {
      void toast({ title: 'Error', description: answer.status === 0 ? answer.message : LOAD_FAILED, variant: 'destructive' })
      return { comments: [], last: false }
    }
    const pages = Number(answer.headers.get('X-Total-Pages')) || shown.pages
    setShown((current) => ({ comments: mergeComments(current.comments, answer.body), pages, read: Math.max(current.read, next) }))
    return { comments: answer.body, last: next >= pages }
  }, [shown.read, shown.pages, threadUrl])

  const settle = useCallback(
    async (kind: Kind, result: PostResult<unknown>, kept: BlogComment[] = []): Promise<boolean> => {
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
      await reread(shown.read, kept)
      return true
    },
    [signInHref, reread, shown.read],
  )

  const post = useCallback(
    async (content: string, parentId: number | null) => {
      const result = await sendJson<BlogComment>('POST', threadUrl, { content, parentId }, FAILURE.post)
      // A new top-level comment is the thread's newest, so its page may not be on screen yet.
      return settle('post', result, result.ok ? [result.body] : [])
    },
    [settle, threadUrl],
  )
  const update = useCallback(
    async (id: number, content: string) => settle('update', await sendJson('PUT', `/api/comments/${id}`, { content })),
    [settle],
  )
  const remove = useCallback(async (id: number) => settle('delete', await sendJson('DELETE', `/api/comments/${id}`)), [settle])

  return { shown, loadingMore, showMore, post, update, remove }
}

export type CommentActions = Pick<ReturnType<typeof useCommentActions>, 'post' | 'update' | 'remove'>
