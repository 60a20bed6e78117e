/**
 * Reply, pressed by a visitor the page does not know as signed in yet (signed out, or before the
 * page is live), goes through sign-in and comes back to the article with this fragment: the
 * thread then opens the reply form of that comment.
 */
export const replyFragment = (commentId: number) => `reply-${commentId}`

/** The comment a fragment such as `#reply-12` asks to reply to, else null. */
export function replyTarget(hash: string): number | null {
  const match = /^#reply-([1-9]\d{0,9})$/.exec(hash)
  return match ? Number(match[1]) : null
}
