import type { PayloadRequest } from 'payload'
import { userIsAdmin } from '../../access/roles'
import type { Comment, User } from '../../payload-types'
import { fullName } from '../../lib/displayName'
import { relationId } from '../../lib/relationId'
import { contractUserId } from './user'

type Author = Pick<User, 'id' | 'firstName' | 'lastName' | 'email' | 'profileImageUrl'>

/**
 * The people behind some comments, for their names and avatars. Users are private records, so
 * this reads past their access, and only these display fields.
 */
export async function commentAuthors(req: PayloadRequest, comments: Comment[]): Promise<Map<string, Author>> {
  const ids = [...new Set(comments.map((comment) => relationId(comment.author)).filter((id): id is number => id !== null))]
  if (ids.length === 0) return new Map()
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { id: { in: ids } },
    select: { firstName: true, lastName: true, email: true, profileImageUrl: true },
    pagination: false,
    depth: 0,
    req,
    overrideAccess: true,
  })
  return new Map(docs.map((user) => [String(user.id), user]))
}

/**
 * A comment as the contract shows it (SPEC §3 comments, with authorName, authorEmail and
 * authorProfileImage). An e-mail address is personal: only its owner and admins are shown it.
 */
export function toContractComment(comment: Comment, authors: Map<string, Author>, viewer: PayloadRequest['user']) {
  const authorId = contractUserId(comment.author)
  const author = authorId === null ? undefined : authors.get(authorId)
  const name = author ? fullName(author) : ''
  const mayReadEmail = Boolean(viewer && (userIsAdmin(viewer) || String(viewer.id) === authorId))
  return {
    id: comment.id,
    blogPostId: relationId(comment.post),
    authorId,
    parentId: relationId(comment.parent) ?? null,
    content: comment.content,
    isEdited: comment.isEdited,
    createdAt: comment.createdAt,
    updatedAt: comment.updatedAt,
    authorName: name || 'Community member',
    authorEmail: mayReadEmail ? (author?.email ?? null) : null,
    authorProfileImage: author?.profileImageUrl ?? null,
  }
}
