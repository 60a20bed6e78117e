import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { avatarFilename } from '@cms/lib/avatar/avatarPath'
import type { User } from '@cms/payload-types'

/** Deletes the avatar copy at `address`, if it is one, with its file (in the request's transaction). */
async function dropCopy(req: PayloadRequest, address: unknown): Promise<void> {
  const filename = avatarFilename(address)
  if (filename === null) return
  await req.payload.delete({ collection: 'avatars', where: { filename: { equals: filename } }, req, overrideAccess: true })
}

/** A user's avatar copy goes when they choose another or none: one copy per user at most. */
export const dropReplacedAvatar: CollectionAfterChangeHook<User> = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'update' && previousDoc?.profileImageUrl !== doc.profileImageUrl) await dropCopy(req, previousDoc?.profileImageUrl)
  return doc
}

/** …and when their account is deleted. */
export const dropDeletedAvatar: CollectionAfterDeleteHook<User> = async ({ doc, req }) => {
  await dropCopy(req, doc.profileImageUrl)
}
