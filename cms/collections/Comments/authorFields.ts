import type { Field, FieldAccess, FieldHook, PayloadRequest } from 'payload'
import { nobodyField } from '../../access/nobody'
import { userIsAdmin } from '../../access/roles'
import { fullName } from '../../lib/displayName'
import { relationId } from '../../lib/relationId'
import type { Comment, User } from '../../payload-types'

type Author = Pick<User, 'firstName' | 'lastName' | 'email' | 'profileImageUrl'>

/** Who signs a comment whose author gave no name: never their e-mail (SPEC §3 authorName). */
export const ANONYMOUS_COMMENTER = 'Community member'

/**
 * The author of a comment, read once per request and author however many comments they wrote.
 * Users are private records: this reads past their access, and only the display fields.
 */
function readAuthor(req: PayloadRequest, comment: Partial<Comment>): Promise<Author | null> {
  const id = relationId(comment.author)
  if (id === null) return Promise.resolve(null)
  const memo = ((req.context.commentAuthors as Map<number, Promise<Author | null>> | undefined) ??= new Map())
  let author = memo.get(id)
  if (!author) {
    author = req.payload
      .findByID({
        collection: 'users',
        id,
        select: { firstName: true, lastName: true, email: true, profileImageUrl: true },
        depth: 0,
        req,
        overrideAccess: true,
        disableErrors: true,
      })
      .then((user) => user ?? null)
    memo.set(id, author)
  }
  return author
}

const fromAuthor =
  (value: (author: Author | null) => string | null): FieldHook =>
  async ({ req, siblingData }) =>
    value(await readAuthor(req, siblingData as Partial<Comment>))

const authorId: FieldHook = ({ siblingData }) => {
  const id = relationId((siblingData as Partial<Comment>).author)
  return id === null ? null : String(id)
}

/** An e-mail address is personal: only its owner and admins are shown it. */
const authorOrAdmin: FieldAccess = ({ req: { user }, doc }) =>
  Boolean(user && (userIsAdmin(user) || relationId((doc as Partial<Comment> | undefined)?.author) === user.id))

// Read-only: a write never sets them.
const virtual = (name: string, hook: FieldHook, read?: FieldAccess): Field => ({
  name,
  type: 'text',
  virtual: true,
  admin: { hidden: true },
  access: { read, create: nobodyField, update: nobodyField },
  hooks: { afterRead: [hook] },
})

/**
 * What a comment read shows of its author (SPEC §3: authorName, authorEmail, authorProfileImage),
 * filled on every read, through every way in: nothing is stored.
 */
export const authorFields: Field[] = [
  // The author as text, as the contract writes user ids; GraphQL hides the users themselves.
  virtual('authorId', authorId),
  virtual('authorName', fromAuthor((author) => (author && fullName(author)) || ANONYMOUS_COMMENTER)),
  virtual('authorProfileImage', fromAuthor((author) => author?.profileImageUrl ?? null)),
  virtual('authorEmail', fromAuthor((author) => author?.email ?? null), authorOrAdmin),
]
