import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { mediaFilenameIn } from '../mediaFileUrl'
import { refreshPublicFrom } from '../publicFrom'

type Doc = Record<string, unknown>

const filenamesIn = (field: string, ...docs: (Doc | undefined)[]) =>
  docs.map((doc) => mediaFilenameIn(doc?.[field] as string | null | undefined)).filter((name): name is string => name !== null)

/**
 * afterChange and afterDelete hooks for a collection whose `field` shows an uploaded file: a write
 * that changes the address, or what decides when visitors see the document (`decisive`), sets
 * publicFrom anew on the files it used before and uses now, in the write's own transaction.
 */
export function followMediaUse(field: string, decisive: readonly string[]) {
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
    const before = operation === 'create' ? undefined : (previousDoc as Doc)
    const changed = !before || [field, ...decisive].some((name) => String(before[name]) !== String((doc as Doc)[name]))
    if (changed) await refreshPublicFrom(req, filenamesIn(field, before, doc as Doc))
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    await refreshPublicFrom(req, filenamesIn(field, doc as Doc))
    return doc
  }
  return { afterChange, afterDelete }
}
