import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

const idOf = (value: unknown): unknown =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value

/** A reply must answer a comment under the same post. */
export const checkParent: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  const parentId = idOf(data.parent)
  if (operation !== 'create' || parentId === null || parentId === undefined) return data
  const parent = await req.payload.findByID({
    collection: 'comments',
    id: parentId as number,
    depth: 0,
    req,
    disableErrors: true,
  })
  if (!parent || idOf(parent.post) !== idOf(data.post)) {
    throw new ValidationError({
      collection: 'comments',
      errors: [{ path: 'parent', message: 'The comment you are replying to is not on this post.' }],
      req,
    })
  }
  return data
}
