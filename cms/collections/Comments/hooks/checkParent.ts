import { type CollectionBeforeChangeHook, ValidationError } from 'payload'
import { relationId } from '@cms/lib/relationId'

/** A reply must answer a comment under the same post. */
export const checkParent: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  const parentId = relationId(data.parent)
  if (operation !== 'create' || parentId === null) return data
  const parent = await req.payload.findByID({
    collection: 'comments',
    id: parentId,
    depth: 0,
    req,
    disableErrors: true,
  })
  if (!parent || relationId(parent.post) !== relationId(data.post)) {
    throw new ValidationError({
      collection: 'comments',
      errors: [{ path: 'parent', message: 'The comment you are replying to is not on this post.' }],
      req,
    })
  }
  return data
}
