import type { CollectionBeforeChangeHook } from 'payload'
import { publicFromOnUpload } from '../publicFrom'

/**
 * A new file (or a new file in place of one) is public from when the documents already naming
 * its address are; until something public uses it, from never (an upload is not a publication).
 */
export const fillPublicFrom: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const filename = data.filename as string | undefined
  if (!filename || filename === originalDoc?.filename) return data
  return { ...data, publicFrom: await publicFromOnUpload(req, filename) }
}
